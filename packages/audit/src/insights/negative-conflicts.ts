/**
 * The conflict check of a suggested negative, and whether an existing negative already covers a
 * text. Amazon's negative matching covers close variants (a plural blocks its singular), so texts
 * are compared by their close-variant keys.
 */
import type { CampaignContext, ExistingNegative } from './campaign-context.js';
import { sheetRowOf, type TermIndex } from './term-occurrences.js';
import { closeVariantKey, containsPhrase, wordsText } from './term-text.js';
import type { NegativeConflict, NegativeMatchType } from './types.js';

/** True when a negative of this match type stops a text; both are close-variant keys (closeVariantKey). */
function blocksByKey(matchType: string, negativeKey: string, textKey: string): boolean {
  if (negativeKey === '') return false;
  if (matchType === 'Negative Exact') return textKey === negativeKey;
  if (matchType === 'Negative Phrase') return containsPhrase(textKey, negativeKey);
  return false;
}

/** True when a negative of this match type and text stops a query or keyword `text` (both normalised), close variants included. */
export function negativeBlocks(matchType: string, negativeText: string, text: string): boolean {
  return blocksByKey(matchType, closeVariantKey(negativeText), closeVariantKey(text));
}

/** The first of `negatives` that stops a text of close-variant key `key`, or null. */
export function negativeStopping(negatives: readonly ExistingNegative[], key: string): ExistingNegative | null {
  for (const n of negatives) if (blocksByKey(n.match_type, n.key, key)) return n;
  return null;
}

/** The live negative of the ad group (or of the campaign; adGroupId null: campaign ones only) that already stops `text`, or null. */
export function coveringNegative(context: CampaignContext | undefined, adGroupId: string | null, text: string): ExistingNegative | null {
  const negatives = context?.negativesOf(adGroupId) ?? [];
  return negatives.length === 0 ? null : negativeStopping(negatives, closeVariantKey(text));
}

const quote = (text: string) => `"${text}"`;
const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** A check of texts (with their close-variant keys) against one suggested negative: whether it blocks, and whether only as a close variant. */
function blockCheck(matchType: NegativeMatchType, negativeText: string) {
  const negativeKey = closeVariantKey(negativeText);
  const negativeWords = wordsText(negativeText);
  return (text: string, key: string): { blocks: boolean; closeVariant: boolean } => {
    if (!blocksByKey(matchType, negativeKey, key)) return { blocks: false, closeVariant: false };
    const words = wordsText(text);
    const wordForWord = matchType === 'Negative Exact' ? words === negativeWords : containsPhrase(words, negativeWords);
    return { blocks: true, closeVariant: !wordForWord };
  };
}

const variantNote = (closeVariant: boolean) => (closeVariant ? ' (as a close variant)' : '');

/**
 * What the negative would block in its campaign: positive keywords whose text it stops, and search
 * terms that converted there, close variants included. Checked over the whole campaign, whatever
 * the negative's level, so that a term converting in a sibling ad group is flagged too.
 */
export function conflictsOf(
  context: CampaignContext | undefined, index: TermIndex, matchType: NegativeMatchType, negativeText: string,
): NegativeConflict[] {
  if (!context) return [];
  const check = blockCheck(matchType, negativeText);
  const conflicts: NegativeConflict[] = [];
  for (const { keyword, adGroup, text, key } of context.liveKeywords()) {
    const { blocks, closeVariant } = check(text, key);
    if (!blocks) continue;
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
      close_variant: closeVariant,
      warning: `Would block the keyword ${quote(text)} (${keyword.match_type})${variantNote(closeVariant)} in ad group ${quote(adGroup.name)}.`,
    });
  }
  const convertingKeys = context.convertingTermKeys(index);
  for (let k = 0; k < context.converting.length; k += 1) {
    const o = context.converting[k];
    const term = index.termOf(o);
    const { blocks, closeVariant } = check(term, convertingKeys[k]);
    if (!blocks) continue;
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
      close_variant: closeVariant,
      warning: `Would block the search term ${quote(term)}${variantNote(closeVariant)}, which converted in ad group ${quote(origin.ad_group_name)} (${plural(orders, 'order')}).`,
    });
  }
  return conflicts;
}
