// A page's terms without a bid of their own take their ad group's default bid, marked
// `bid_is_default`, so a reader sees which bid the term really ran at. Only the items that need it are parsed; a page that has none,
// or whose ad group has no default bid, is served as stored.
import { fillDefaultBids, type SearchTermRecord } from '@ads-auditor/audit';

/**
 * How a stored term without a bid reads: the JSON is JSON.stringify's (no spaces), and a string
 * value cannot hold this text (its quotes would be escaped).
 */
const NO_BID = '"bid":null';

/** `items`: the stored JSON of one ad group's terms; `findDefaultBid` is asked only when one lacks a bid. */
export async function withDefaultBids(items: string[], adGroupId: string, findDefaultBid: () => Promise<number | null>): Promise<string[]> {
  if (!items.some((item) => item.includes(NO_BID))) return items;
  const bid = await findDefaultBid();
  if (bid === null) return items;
  const bids = new Map([[adGroupId, bid]]);
  return items.map((item) => {
    if (!item.includes(NO_BID)) return item;
    const term = JSON.parse(item) as SearchTermRecord;
    fillDefaultBids([term], bids);
    return JSON.stringify(term);
  });
}
