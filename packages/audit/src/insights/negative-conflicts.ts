/** The conflict check of a suggested negative, and whether an existing negative already covers it. */
import { isLive, type CampaignContext } from './campaign-context.js';
import { sheetRowOf, type TermIndex } from './term-occurrences.js';
import { containsPhrase, normalizeTerm } from './term-text.js';
import type { NegativeConflict, NegativeMatchType } from './types.js';

/** True when a negative of this match type and text stops a query or keyword `text` (all normalised). */
export function negativeBlocks(matchType: string, negativeText: string, text: string): boolean {
  if (matchType === 'Negative Exact') return text === negativeText;
  if (matchType === 'Negative Phrase') return containsPhrase(text, negativeText);
  return false;
}

/** True when a live negative of the ad group (or the campaign, adGroupId null) already stops `text`. */
export function alreadyNegated(context: CampaignContext | undefined, adGroupId: string | null, text: string): boolean {
  if (!context) return false;
  return context.negatives.some((n) => (n.ad_group_id === null || n.ad_group_id === adGroupId) && negativeBlocks(n.match_type, n.text, text));
}

const quote = (text: string) => `"${text}"`;
const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * What the negative would block in its campaign: positive keywords whose text it stops, and search
 * terms that converted there. Checked over the whole campaign, whatever the negative's level, so
 * that a term converting in a sibling ad group is flagged too.
 */
export function conflictsOf(
  context: CampaignContext | undefined, index: TermIndex, matchType: NegativeMatchType, negativeText: string,
): NegativeConflict[] {
  if (!context) return [];
  const conflicts: NegativeConflict[] = [];
  for (const adGroup of context.campaign?.ad_groups ?? []) {
    for (const keyword of adGroup.keywords) {
      if (!isLive(keyword.state)) continue;
      const text = normalizeTerm(keyword.text);
      if (!negativeBlocks(matchType, negativeText, text)) continue;
      conflicts.push({
        kind: 'keyword',
        text,
        match_type: keyword.match_type,
        ad_group_id: adGroup.id,
        ad_group_name: adGroup.name,
        keyword_id: keyword.id || null,
        source: null,
        orders: 0,
        sales: 0,
        warning: `Would block the keyword ${quote(text)} (${keyword.match_type}) in ad group ${quote(adGroup.name)}.`,
      });
    }
  }
  for (const o of context.converting) {
    const term = index.termOf(o);
    if (!negativeBlocks(matchType, negativeText, term)) continue;
    const origin = index.originOf(o);
    const orders = index.occurrenceCounts.orders(o);
    conflicts.push({
      kind: 'search_term',
      text: term,
      match_type: null,
      ad_group_id: origin.ad_group_id,
      ad_group_name: origin.ad_group_name,
      keyword_id: null,
      source: sheetRowOf(origin),
      orders,
      sales: index.occurrenceCounts.sales(o),
      warning: `Would block the search term ${quote(term)}, which converted in ad group ${quote(origin.ad_group_name)} (${plural(orders, 'order')}).`,
    });
  }
  return conflicts;
}
