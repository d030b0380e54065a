/**
 * Ad group default bids for the search terms: a keyword or target without a bid of its own bids
 * its ad group's default bid. The campaign audit knows those bids (AdGroup.default_bid), so the
 * search term reader never reads a campaign tab for them: the two are joined afterwards (the
 * server stores the map with the audit and fills the page of search terms it serves).
 */
import type { Campaign } from '../model/contract.js';
import type { SearchTermRecord } from './types.js';

/** Ad group ID => its default bid, for the ad groups that have one. */
export type AdGroupDefaultBids = ReadonlyMap<string, number>;

/** The default bids of the audited ad groups (Sponsored Brands ad groups have none). */
export function adGroupDefaultBids(campaigns: readonly Campaign[]): Map<string, number> {
  const bids = new Map<string, number>();
  for (const campaign of campaigns) {
    for (const group of campaign.ad_groups) if (group.default_bid !== null) bids.set(group.id, group.default_bid);
  }
  return bids;
}

/** Gives each term without a bid its ad group's default bid, marked as such (in place). */
export function fillDefaultBids(terms: SearchTermRecord[], bids: AdGroupDefaultBids): void {
  if (bids.size === 0) return;
  for (const term of terms) {
    if (term.bid !== null) continue;
    const bid = bids.get(term.ad_group_id);
    if (bid === undefined) continue;
    term.bid = bid;
    term.bid_is_default = true;
  }
}
