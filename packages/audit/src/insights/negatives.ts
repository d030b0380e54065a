/**
 * Negative suggestions: Negative Exact on the ad group for each wasting search term, Negative
 * Phrase on the campaign for each wasting n-gram. Never for brand terms, ASIN terms (those would
 * be negative product targets) or what an existing negative already stops. A big account has tens
 * of thousands: the NEGATIVE_LIMIT with most spend are answered (see total_negative_suggestions),
 * and only those get their sources, conflicts and metrics.
 */
import type { CampaignContext, ExistingNegative } from './campaign-context.js';
import type { GramTable } from './gram-table.js';
import { conflictsOf, negativeStopping } from './negative-conflicts.js';
import { PhraseTable } from './phrase-table.js';
import { sheetRowsOf, type TermIndex } from './term-occurrences.js';
import { byText, closeVariantKey, isAsinTerm } from './term-text.js';
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

/**
 * The negatives that qualify, before they are answered: column-wise, in typed arrays sized up front
 * (tens of thousands on a big account; objects or growing arrays kept the collector busy).
 */
class Candidates {
  length = 0;
  /** 1 for Negative Exact, 0 for Negative Phrase. */
  private readonly exact: Uint8Array;
  /** Exact: the occurrence; phrase: the phrase of the PhraseTable. Its figures and records are the suggestion's. */
  readonly items: Int32Array;
  /** The occurrence whose campaign (phrase) or campaign and ad group (exact) the negative goes on. */
  readonly origins: Int32Array;
  readonly spends: Float64Array;
  /** Made when needed: for ties of spend and for the answer. */
  private readonly ids = new Map<number, string>();

  constructor(private readonly input: NegativesInput, private readonly phrases: PhraseTable, capacity: number) {
    this.exact = new Uint8Array(capacity);
    this.items = new Int32Array(capacity);
    this.origins = new Int32Array(capacity);
    this.spends = new Float64Array(capacity);
  }

  add(exact: boolean, item: number, origin: number, spend: number): void {
    const c = this.length++;
    this.exact[c] = exact ? 1 : 0;
    this.items[c] = item;
    this.origins[c] = origin;
    this.spends[c] = spend;
  }

  isExact(c: number): boolean {
    return this.exact[c] === 1;
  }

  matchType(c: number): NegativeMatchType {
    return this.isExact(c) ? 'Negative Exact' : 'Negative Phrase';
  }

  /** The negative's text: the term (exact) or the gram (phrase). */
  text(c: number): string {
    const { index, grams } = this.input;
    return this.isExact(c) ? index.termOf(this.items[c]) : grams.text(this.phrases.gramOf(this.items[c]));
  }

  /** Stable: match type, campaign, ad group (or '-') and text. */
  idOf(c: number): string {
    let id = this.ids.get(c);
    if (id !== undefined) return id;
    const origin = this.input.index.originOf(this.origins[c]);
    const exact = this.isExact(c);
    id = `neg:${exact ? 'exact' : 'phrase'}:${origin.campaign_id}:${exact ? origin.ad_group_id : '-'}:${this.text(c)}`;
    this.ids.set(c, id);
    return id;
  }
}

function suggestion(c: number, candidates: Candidates, input: NegativesInput, phrases: PhraseTable): NegativeSuggestion {
  const { index } = input;
  const exact = candidates.isExact(c);
  const item = candidates.items[c];
  const origin = index.originOf(candidates.origins[c]);
  const matchType = candidates.matchType(c);
  const text = candidates.text(c);
  const metrics = exact ? index.occurrenceCounts.metrics(item) : phrases.counts.metrics(item);
  const context = input.contexts.get(origin.campaign_id);
  return {
    campaign_type: origin.campaign_type,
    campaign_id: origin.campaign_id,
    campaign_name: origin.campaign_name,
    ad_group_id: exact ? origin.ad_group_id : null,
    ad_group_name: exact ? origin.ad_group_name : null,
    id: candidates.idOf(c),
    match_type: matchType,
    level: exact ? 'ad_group' : 'campaign',
    keyword_text: text,
    metrics,
    // The waste rule judged an exact term in its ad group, a gram over the whole account.
    qualifying_metrics: exact ? metrics : input.grams.counts.metrics(phrases.gramOf(item)),
    qualifying_scope: exact ? 'ad_group' : 'account',
    paused: context?.isPaused(exact ? origin.ad_group_id : null) ?? false,
    sources: sheetRowsOf(exact ? index.recordsOf(item) : phrases.recordsOf(item)),
    conflicts: conflictsOf(context, index, matchType, text),
    exportable: origin.campaign_type === 'SP',
  };
}

function exactNegatives(input: NegativesInput, out: Candidates): void {
  const { index, contexts, isBrand, settings, account } = input;
  const counts = index.occurrenceCounts;
  const contextOfCampaign = index.campaignIds.map((id) => contexts.get(id));
  // The live negatives of each ad group (its own and its campaign's), by the index's ad group numbers.
  const negativesOfAdGroup: (readonly ExistingNegative[] | undefined)[] = index.adGroupIds.map(() => undefined);
  for (let o = 0; o < index.occurrenceCount; o += 1) {
    if (!isNonConvertingFigures(counts.orders(o), counts.clicks(o), counts.spend(o), settings, account)) continue;
    const t = index.occurrenceTerm[o];
    const term = index.terms[t];
    if (isAsinTerm(term) || isBrand(term)) continue;
    const adGroup = index.occurrenceAdGroup[o];
    const negatives = (negativesOfAdGroup[adGroup] ??= contextOfCampaign[index.occurrenceCampaign[o]]?.negativesOf(index.adGroupIds[adGroup]) ?? []);
    // Already stopped by one of them (the term's key made once per term).
    if (negatives.length > 0 && negativeStopping(negatives, index.variantKeyOf(t)) !== null) continue;
    out.add(true, o, o, counts.spend(o));
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
      if (!isNonConvertingFigures(counts.orders(id), counts.clicks(id), counts.spend(id), settings, account)) continue;
      if (settings.brand_terms.length > 0 && isBrand(grams.text(id))) continue;
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
  const { termStart, termGrams } = grams;
  for (let t = 0; t < index.terms.length; t += 1) {
    for (let g = termStart[t]; g < termStart[t + 1]; g += 1) {
      const gram = termGrams[g];
      if (wasting[gram] !== 1) continue;
      for (let k = termOccurrenceStart[t]; k < termOccurrenceStart[t + 1]; k += 1) phrases.add(gram, termOccurrences[k]);
    }
  }
  return phrases;
}

function phraseNegatives(input: NegativesInput, phrases: PhraseTable, out: Candidates): void {
  const { index, grams, contexts } = input;
  const contextOfCampaign = index.campaignIds.map((id) => contexts.get(id));
  // A gram is a phrase in many campaigns: its key is made once.
  const keys = new Map<number, string>();
  const keyOf = (gram: number) => {
    let key = keys.get(gram);
    if (key === undefined) keys.set(gram, (key = closeVariantKey(grams.text(gram))));
    return key;
  };
  for (let p = 0; p < phrases.size; p += 1) {
    const spend = phrases.counts.spend(p);
    if (spend <= 0) continue;
    const origin = phrases.originOf(p);
    const context = contextOfCampaign[index.occurrenceCampaign[origin]];
    // Campaign-level negatives only: a phrase negative goes on the campaign.
    const negatives = context && context.negatives.length > 0 ? context.negativesOf(null) : [];
    if (negatives.length > 0 && negativeStopping(negatives, keyOf(phrases.gramOf(p))) !== null) continue;
    out.add(false, p, origin, spend);
  }
}

/** Exact and phrase negatives, most spend first (at most NEGATIVE_LIMIT), and how many there are. */
export function negativeSuggestions(input: NegativesInput): { suggestions: NegativeSuggestion[]; total: number } {
  const phrases = wastingPhrases(input);
  const candidates = new Candidates(input, phrases, input.index.occurrenceCount + phrases.size);
  exactNegatives(input, candidates);
  phraseNegatives(input, phrases, candidates);
  const { spends } = candidates;
  const all = Int32Array.from({ length: candidates.length }, (_, c) => c);
  const bySpend = (a: number, b: number) => spends[b] - spends[a] || byText(candidates.idOf(a), candidates.idOf(b));
  const answered = firstSorted(all, NEGATIVE_LIMIT, (c) => -spends[c], bySpend);
  return {
    suggestions: answered.map((c) => suggestion(c, candidates, input, phrases)),
    total: candidates.length,
  };
}
