/**
 * Campaigns matched by Amazon's campaign id across two audits: added, gone, state changed, and
 * ids that come back under another name or type (Amazon never reuses an id, but a file edited by
 * hand or a re-created campaign can: it is reported, not silently treated as the same campaign).
 */
import type { Campaign } from '../model/contract.js';
import type { CampaignChanges, ComparedCampaign } from './types.js';

export interface CampaignPair {
  older: Campaign;
  newer: Campaign;
}

/** The campaigns of both audits, paired by id. */
export interface MatchedCampaigns {
  pairs: CampaignPair[];
  added: Campaign[];
  gone: Campaign[];
}

function byId(campaigns: readonly Campaign[]): Map<string, Campaign> {
  return new Map(campaigns.map((c) => [c.id, c]));
}

export function matchCampaigns(older: readonly Campaign[], newer: readonly Campaign[]): MatchedCampaigns {
  const olderById = byId(older);
  const newerById = byId(newer);
  return {
    pairs: newer.filter((c) => olderById.has(c.id)).map((c) => ({ older: olderById.get(c.id)!, newer: c })),
    added: newer.filter((c) => !olderById.has(c.id)),
    gone: older.filter((c) => !newerById.has(c.id)),
  };
}

/** The same state whatever the file's spelling ('Enabled', 'enabled '). */
const stateKey = (state: string) => state.trim().toLowerCase();

export const isRenamed = ({ older, newer }: CampaignPair) => older.name !== newer.name || older.type_code !== newer.type_code;

const bySpendThenName = (a: Campaign, b: Campaign) => b.metrics.spend - a.metrics.spend || a.name.localeCompare(b.name);

function comparedCampaign(c: Campaign): ComparedCampaign {
  return { id: c.id, name: c.name, type_code: c.type_code, state: c.state, metrics: c.metrics };
}

export function campaignChanges(matched: MatchedCampaigns): CampaignChanges {
  return {
    added: [...matched.added].sort(bySpendThenName).map(comparedCampaign),
    gone: [...matched.gone].sort(bySpendThenName).map(comparedCampaign),
    state_changed: matched.pairs
      .filter((p) => stateKey(p.older.state) !== stateKey(p.newer.state))
      .map((p) => ({ id: p.newer.id, name: p.newer.name, type_code: p.newer.type_code, older_state: p.older.state, newer_state: p.newer.state }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    renamed: matched.pairs.filter(isRenamed).map((p) => ({
      id: p.newer.id,
      older_name: p.older.name,
      newer_name: p.newer.name,
      older_type_code: p.older.type_code,
      newer_type_code: p.newer.type_code,
    })),
  };
}
