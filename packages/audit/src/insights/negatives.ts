/**
 * Negative suggestions: Negative Exact on the ad group for each wasting search term, Negative
 * Phrase on the campaign for each wasting n-gram. Never for brand terms, ASIN terms (those would
 * be negative product targets) or what an existing negative already stops. A big account has tens
 * of thousands: the NEGATIVE_LIMIT with most spend are answered (see total_negative_suggestions),
 * and only those get their sources, conflicts and metrics.
 */
import type { SearchTermRecord } from '../search-terms/types.js';
import type { CampaignContext } from './campaign-context.js';
import type { GramTable } from './gram-table.js';
import { LeanCounts } from './lean-counts.js';
import { alreadyNegated, conflictsOf } from './negative-conflicts.js';
import { sheetRowsOf, type OccurrenceDraft, type TermTotal } from './term-occurrences.js';
import { byText, isAsinTerm } from './term-text.js';
import { firstSorted } from './top-k.js';
import { isNonConverting, isNonConvertingFigures } from './waste-rule.js';
import type { InsightSettings, InsightsAccount, NegativeMatchType, NegativeSuggestion } from './types.js';

/** Negative suggestions answered, most spend first; the rest are counted in total_negative_suggestions. */
export const NEGATIVE_LIMIT = 2000;

export interface NegativesInput {
  occurrences: readonly OccurrenceDraft[];
  /** The distinct terms; their positions are the term numbers of `grams`. */
  terms: readonly TermTotal[];
  contexts: ReadonlyMap<string, CampaignContext>;
  grams: GramTable;
  isBrand: (text: string) => boolean;
  settings: InsightSettings;
  account: InsightsAccount;
}

/** A negative that qualifies, before it is answered. */
interface Candidate {
  matchType: NegativeMatchType;
  text: string;
  /** Its campaign (phrase) or campaign and ad group (exact). */
  origin: OccurrenceDraft;
  figures: LeanCounts;
  spend: number;
  records: readonly SearchTermRecord[];
  /** Made when needed: for ties of spend and for the answer. */
  id: string | null;
}

function candidate(matchType: NegativeMatchType, text: string, origin: OccurrenceDraft, figures: LeanCounts, records: readonly SearchTermRecord[]): Candidate {
  return { matchType, text, origin, figures, spend: figures.spend, records, id: null };
}

/** Stable: match type, campaign, ad group (or '-') and text. */
function idOf(c: Candidate): string {
  const exact = c.matchType === 'Negative Exact';
  return (c.id ??= `neg:${exact ? 'exact' : 'phrase'}:${c.origin.campaign_id}:${exact ? c.origin.ad_group_id : '-'}:${c.text}`);
}

function suggestion(c: Candidate, context: CampaignContext | undefined): NegativeSuggestion {
  const exact = c.matchType === 'Negative Exact';
  const { origin } = c;
  return {
    campaign_type: origin.campaign_type,
    campaign_id: origin.campaign_id,
    campaign_name: origin.campaign_name,
    ad_group_id: exact ? origin.ad_group_id : null,
    ad_group_name: exact ? origin.ad_group_name : null,
    id: idOf(c),
    match_type: c.matchType,
    level: exact ? 'ad_group' : 'campaign',
    keyword_text: c.text,
    metrics: c.figures.metrics(),
    sources: sheetRowsOf(c.records),
    conflicts: conflictsOf(context, c.matchType, c.text),
    exportable: origin.campaign_type === 'SP',
  };
}

function exactNegatives(input: NegativesInput, out: Candidate[]): void {
  const { occurrences, contexts, isBrand, settings, account } = input;
  for (const o of occurrences) {
    if (!isNonConverting(o, settings, account) || isAsinTerm(o.term) || isBrand(o.term)) continue;
    if (alreadyNegated(contexts.get(o.campaign_id), o.ad_group_id, o.term)) continue;
    out.push(candidate('Negative Exact', o.term, o, o, o.records));
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
      if (!isNonConvertingFigures(counts.orders[id], counts.clicks[id], counts.spend(id), settings, account) || isBrand(grams.text(id))) continue;
      const covered = n > 1 && grams.shorterGrams(id).some((shorter) => shorter >= 0 && wasting[shorter] === 1);
      if (!covered) wasting[id] = 1;
    }
  }
  return wasting;
}

/** A wasting gram in one campaign while the occurrences of its terms are added up. */
class PhraseDraft extends LeanCounts {
  readonly records: SearchTermRecord[] = [];
  constructor(readonly gram: number, readonly origin: OccurrenceDraft) {
    super();
  }
}

function phraseNegatives(input: NegativesInput, out: Candidate[]): void {
  const { grams, terms } = input;
  const wasting = wastingGrams(input);
  if (!wasting.includes(1)) return;
  const byCampaign = new Map<string, Map<number, PhraseDraft>>();
  const drafts: PhraseDraft[] = [];
  terms.forEach((total, t) => {
    for (const gram of grams.gramsOfTerm(t)) {
      if (wasting[gram] !== 1) continue;
      for (const o of total.occurrences) {
        let campaign = byCampaign.get(o.campaign_id);
        if (!campaign) byCampaign.set(o.campaign_id, (campaign = new Map()));
        let draft = campaign.get(gram);
        if (!draft) {
          campaign.set(gram, (draft = new PhraseDraft(gram, o)));
          drafts.push(draft);
        }
        draft.add(o);
        for (const record of o.records) draft.records.push(record);
      }
    }
  });
  for (const draft of drafts) {
    if (draft.spend <= 0) continue;
    const text = grams.text(draft.gram);
    if (alreadyNegated(input.contexts.get(draft.origin.campaign_id), null, text)) continue;
    out.push(candidate('Negative Phrase', text, draft.origin, draft, draft.records));
  }
}

/** Exact and phrase negatives, most spend first (at most NEGATIVE_LIMIT), and how many there are. */
export function negativeSuggestions(input: NegativesInput): { suggestions: NegativeSuggestion[]; total: number } {
  const candidates: Candidate[] = [];
  exactNegatives(input, candidates);
  phraseNegatives(input, candidates);
  const answered = firstSorted(candidates, NEGATIVE_LIMIT, (c) => -c.spend, (a, b) => b.spend - a.spend || byText(idOf(a), idOf(b)));
  return {
    suggestions: answered.map((c) => suggestion(c, input.contexts.get(c.origin.campaign_id))),
    total: candidates.length,
  };
}
