/**
 * Negative suggestions: Negative Exact on the ad group for each wasting search term, Negative
 * Phrase on the campaign for each wasting n-gram. Never for brand terms, ASIN terms (those would
 * be negative product targets) or what an existing negative already stops. A big account has tens
 * of thousands: the NEGATIVE_LIMIT with most spend are answered (see total_negative_suggestions),
 * and only those get their sources, conflicts and metrics.
 */
import type { CampaignContext } from './campaign-context.js';
import type { GramTable } from './gram-table.js';
import { alreadyNegated, conflictsOf } from './negative-conflicts.js';
import { PhraseTable } from './phrase-table.js';
import { sheetRowsOf, type TermIndex } from './term-occurrences.js';
import { byText, isAsinTerm } from './term-text.js';
import { firstSorted } from './top-k.js';
import { isNonConvertingFigures } from './waste-rule.js';
import type { InsightSettings, InsightsAccount, NegativeMatchType, NegativeSuggestion } from './types.js';

/** Negative suggestions answered, most spend first; the rest are counted in total_negative_suggestions. */
export const NEGATIVE_LIMIT = 2000;

export interface NegativesInput {
  index: TermIndex;
  contexts: ReadonlyMap<string, CampaignContext>;
  /** The grams of index.terms (term numbers are the same). */
  grams: GramTable;
  isBrand: (text: string) => boolean;
  settings: InsightSettings;
  account: InsightsAccount;
}

/** A negative that qualifies, before it is answered. */
interface Candidate {
  matchType: NegativeMatchType;
  text: string;
  /** Exact: the occurrence; phrase: the phrase of `phrases`. Its figures and records are the suggestion's. */
  item: number;
  /** The occurrence whose campaign (phrase) or campaign and ad group (exact) the negative goes on. */
  origin: number;
  spend: number;
  /** Made when needed: for ties of spend and for the answer. */
  id: string | null;
}

const isExact = (c: Candidate) => c.matchType === 'Negative Exact';

/** Stable: match type, campaign, ad group (or '-') and text. */
function idOf(c: Candidate, index: TermIndex): string {
  if (c.id !== null) return c.id;
  const origin = index.originOf(c.origin);
  const exact = isExact(c);
  return (c.id = `neg:${exact ? 'exact' : 'phrase'}:${origin.campaign_id}:${exact ? origin.ad_group_id : '-'}:${c.text}`);
}

function suggestion(c: Candidate, input: NegativesInput, phrases: PhraseTable): NegativeSuggestion {
  const { index } = input;
  const exact = isExact(c);
  const origin = index.originOf(c.origin);
  return {
    campaign_type: origin.campaign_type,
    campaign_id: origin.campaign_id,
    campaign_name: origin.campaign_name,
    ad_group_id: exact ? origin.ad_group_id : null,
    ad_group_name: exact ? origin.ad_group_name : null,
    id: idOf(c, index),
    match_type: c.matchType,
    level: exact ? 'ad_group' : 'campaign',
    keyword_text: c.text,
    metrics: exact ? index.occurrenceCounts.metrics(c.item) : phrases.counts.metrics(c.item),
    sources: sheetRowsOf(exact ? index.recordsOf(c.item) : phrases.recordsOf(c.item)),
    conflicts: conflictsOf(input.contexts.get(origin.campaign_id), index, c.matchType, c.text),
    exportable: origin.campaign_type === 'SP',
  };
}

function exactNegatives(input: NegativesInput, out: Candidate[]): void {
  const { index, contexts, isBrand, settings, account } = input;
  const counts = index.occurrenceCounts;
  for (let o = 0; o < index.occurrenceCount; o += 1) {
    if (!isNonConvertingFigures(counts.orders(o), counts.clicks(o), counts.spend(o), settings, account)) continue;
    const term = index.termOf(o);
    if (isAsinTerm(term) || isBrand(term)) continue;
    const origin = index.originOf(o);
    if (alreadyNegated(contexts.get(origin.campaign_id), origin.ad_group_id, term)) continue;
    out.push({ matchType: 'Negative Exact', text: term, item: o, origin: o, spend: counts.spend(o), id: null });
  }
}

/**
 * Grams that waste over the whole account and generalise (in 2 terms or more); a gram is left out
 * when a shorter gram inside it already wastes (its negative covers it). One flag per gram id.
 */
function wastingGrams(input: NegativesInput): Uint8Array {
  const { grams, isBrand, settings, account } = input;
  const { counts } = grams;
  const wasting = new Uint8Array(grams.size);
  for (let n = 1; n <= 3; n += 1) {
    for (let id = 0; id < grams.size; id += 1) {
      if (grams.sizeOf(id) !== n || grams.distinct[id] < 2) continue;
      if (!isNonConvertingFigures(counts.orders(id), counts.clicks(id), counts.spend(id), settings, account) || isBrand(grams.text(id))) continue;
      const covered = n > 1 && grams.shorterGrams(id).some((shorter) => shorter >= 0 && wasting[shorter] === 1);
      if (!covered) wasting[id] = 1;
    }
  }
  return wasting;
}

/** Each wasting gram in each campaign where its terms occur: their occurrences added up, in term order. */
function wastingPhrases(input: NegativesInput): PhraseTable {
  const { grams, index } = input;
  const wasting = wastingGrams(input);
  const phrases = new PhraseTable(index);
  if (!wasting.includes(1)) return phrases;
  const { termOccurrenceStart, termOccurrences } = index;
  for (let t = 0; t < index.terms.length; t += 1) {
    for (const gram of grams.gramsOfTerm(t)) {
      if (wasting[gram] !== 1) continue;
      for (let k = termOccurrenceStart[t]; k < termOccurrenceStart[t + 1]; k += 1) phrases.add(gram, termOccurrences[k]);
    }
  }
  return phrases;
}

function phraseNegatives(input: NegativesInput, phrases: PhraseTable, out: Candidate[]): void {
  const { index, grams, contexts } = input;
  for (let p = 0; p < phrases.size; p += 1) {
    const spend = phrases.counts.spend(p);
    if (spend <= 0) continue;
    const text = grams.text(phrases.gramOf(p));
    const origin = phrases.originOf(p);
    if (alreadyNegated(contexts.get(index.originOf(origin).campaign_id), null, text)) continue;
    out.push({ matchType: 'Negative Phrase', text, item: p, origin, spend, id: null });
  }
}

/** Exact and phrase negatives, most spend first (at most NEGATIVE_LIMIT), and how many there are. */
export function negativeSuggestions(input: NegativesInput): { suggestions: NegativeSuggestion[]; total: number } {
  const candidates: Candidate[] = [];
  exactNegatives(input, candidates);
  const phrases = wastingPhrases(input);
  phraseNegatives(input, phrases, candidates);
  const byId = (a: Candidate, b: Candidate) => byText(idOf(a, input.index), idOf(b, input.index));
  const answered = firstSorted(candidates, NEGATIVE_LIMIT, (c) => -c.spend, (a, b) => b.spend - a.spend || byId(a, b));
  return {
    suggestions: answered.map((c) => suggestion(c, input, phrases)),
    total: candidates.length,
  };
}
