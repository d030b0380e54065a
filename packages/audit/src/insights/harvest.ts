/**
 * Harvest suggestions: search terms that convert (at least harvest_min_orders orders on at least
 * min_clicks clicks, ACOS under target) and are not yet an Exact keyword anywhere in the account,
 * to add as Exact keywords starting at their CPC.
 */
import { advertisingCostOfSales } from '../metrics/formulas.js';
import type { Money } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import { isNotServing } from './campaign-context.js';
import { byPerformance, type TermIndex } from './term-occurrences.js';
import { byText, isAsinTerm, normalizeTerm, wordsText } from './term-text.js';
import { firstSorted } from './top-k.js';
import type { CampaignRef, HarvestSuggestion, InsightSettings, TermOccurrence } from './types.js';

/** Harvest suggestions answered, most orders first; the rest are counted in total_harvest_suggestions. */
export const HARVEST_LIMIT = 2000;

/** Amazon's lowest Sponsored Products keyword bid (US marketplace). */
export const MIN_BID: Money = 0.02;

/** The starting bid: the CPC rounded to the cent, at least MIN_BID. */
export function suggestedBid(cpc: Money): Money {
  return Math.max(MIN_BID, Math.round(cpc * 100) / 100);
}

/** A flag per term of the index: 1 when a live Exact keyword of the account has its text. */
function exactKeywordTerms(campaigns: readonly Campaign[], index: TermIndex): Uint8Array {
  const exact = new Uint8Array(index.terms.length);
  for (const campaign of campaigns) {
    for (const adGroup of campaign.ad_groups) {
      for (const k of adGroup.keywords) {
        if (k.match_type !== 'Exact' || k.state === 'archived') continue;
        const t = index.termNumberOf(normalizeTerm(k.text));
        if (t >= 0) exact[t] = 1;
      }
    }
  }
  return exact;
}

/** A name that says another match type ('Ad Group PHRASE Match', 'broad'): an Exact keyword does not belong there. */
const OTHER_MATCH_TYPE = /(?:^| )(?:phrase|broad)(?: |$)/;
const isNamedForOtherMatchType = (name: string) => OTHER_MATCH_TYPE.test(wordsText(normalizeTerm(name)));

/** 'serving' or 'paused' (campaign or ad group paused or archived). */
type Standing = 'serving' | 'paused';

/**
 * Ad groups that can take a new Exact keyword, by campaign and ad group id: SP, manual targeting,
 * already keyword-targeted, not named for another match type.
 */
function keywordAdGroups(campaigns: readonly Campaign[]): Map<string, Standing> {
  const ids = new Map<string, Standing>();
  for (const campaign of campaigns) {
    if (campaign.type_code !== 'SP' || campaign.targeting !== 'manual') continue;
    for (const adGroup of campaign.ad_groups) {
      if (adGroup.keywords.length === 0 || isNamedForOtherMatchType(adGroup.name)) continue;
      ids.set(`${campaign.id}\u0000${adGroup.id}`, isNotServing(campaign.state) || isNotServing(adGroup.state) ? 'paused' : 'serving');
    }
  }
  return ids;
}

/** The best converting ad group that can take the keyword, a serving one before a paused one. */
function destinationOf(occurrences: readonly TermOccurrence[], canTakeKeyword: Map<string, Standing>): { to: CampaignRef; paused: boolean } | null {
  const standing = (o: TermOccurrence) => (o.metrics.orders > 0 ? canTakeKeyword.get(`${o.campaign_id}\u0000${o.ad_group_id}`) : undefined);
  const best = occurrences.find((o) => standing(o) === 'serving') ?? occurrences.find((o) => standing(o) === 'paused');
  if (!best) return null;
  const to = { campaign_type: best.campaign_type, campaign_id: best.campaign_id, campaign_name: best.campaign_name, ad_group_id: best.ad_group_id, ad_group_name: best.ad_group_name };
  return { to, paused: standing(best) === 'paused' };
}

/** The occurrences of term t as answered, best first. */
export function termOccurrences(index: TermIndex, t: number, keep: (o: number) => boolean = () => true): TermOccurrence[] {
  const out: TermOccurrence[] = [];
  for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1]; k += 1) {
    const o = index.termOccurrences[k];
    if (keep(o)) out.push(index.occurrence(o));
  }
  return out.sort(byPerformance);
}

export function harvestSuggestions(
  index: TermIndex,
  campaigns: readonly Campaign[],
  settings: InsightSettings,
): { suggestions: HarvestSuggestion[]; total: number } {
  const exact = exactKeywordTerms(campaigns, index);
  const { terms, termCounts } = index;
  const qualifying: number[] = [];
  for (let t = 0; t < terms.length; t += 1) {
    if (termCounts.orders(t) < settings.harvest_min_orders || termCounts.clicks(t) < settings.min_clicks) continue;
    if (!(advertisingCostOfSales(termCounts.spend(t), termCounts.sales(t)) < settings.target_acos)) continue;
    if (exact[t] === 0 && !isAsinTerm(terms[t])) qualifying.push(t);
  }
  const byOrders = (a: number, b: number) =>
    termCounts.orders(b) - termCounts.orders(a) || termCounts.sales(b) - termCounts.sales(a) || byText(terms[a], terms[b]);
  const answered = firstSorted(qualifying, HARVEST_LIMIT, (t) => -termCounts.orders(t), byOrders);
  const canTakeKeyword = keywordAdGroups(campaigns);
  const out: HarvestSuggestion[] = [];
  for (const t of answered) {
    const term = terms[t];
    const metrics = termCounts.metrics(t);
    const occurrences = termOccurrences(index, t);
    const destination = destinationOf(occurrences, canTakeKeyword);
    out.push({
      id: `harvest:${term}`,
      search_term: term,
      metrics,
      suggested_bid: suggestedBid(metrics.cpc),
      destination: destination?.to ?? null,
      occurrences,
      exportable: destination !== null,
      paused: destination?.paused ?? false,
    });
  }
  return { suggestions: out, total: qualifying.length };
}
