/** compareAudits: what changed between an earlier and a later audit of one account (a pure function of the two results). */
import type { AuditResult } from '../model/contract.js';
import { campaignTypeChanges, placementChanges } from './breakdown-changes.js';
import { campaignChanges, matchCampaigns } from './campaign-changes.js';
import { campaignMovers, DEFAULT_MOVERS_LISTED } from './campaign-movers.js';
import { metricChanges } from './metric-change.js';
import { searchTermChanges, type SearchTermInput } from './search-term-changes.js';
import type { AuditComparison } from './types.js';

/** The audit result's parts the comparison reads (the server's document, with upload_id and file_name, fits). */
export type ComparedAudit = Pick<AuditResult, 'campaigns' | 'summary'>;

export interface CompareOptions {
  /** The search term rows of both periods; without them `search_terms` is null. */
  searchTerms?: { older: Iterable<SearchTermInput>; newer: Iterable<SearchTermInput> };
  /** How many campaigns each list of movers holds (default 10). */
  moversListed?: number;
}

export function compareAudits(older: ComparedAudit, newer: ComparedAudit, options: CompareOptions = {}): AuditComparison {
  const matched = matchCampaigns(older.campaigns, newer.campaigns);
  return {
    account: metricChanges(older.summary.account, newer.summary.account),
    campaigns: campaignChanges(matched),
    movers: campaignMovers(matched, options.moversListed ?? DEFAULT_MOVERS_LISTED),
    campaign_types: campaignTypeChanges(older.summary, newer.summary),
    placements: placementChanges(older.summary, newer.summary),
    search_terms: options.searchTerms ? searchTermChanges(options.searchTerms.older, options.searchTerms.newer) : null,
  };
}
