/**
 * The campaigns whose spend, sales or ROAS moved most between the two periods. Spend and sales
 * count added and gone campaigns (their missing period is zero: a new campaign that spends is a
 * mover). ROAS only compares campaigns that spent in both periods: a ROAS from nothing is no move.
 */
import type { Campaign } from '../model/contract.js';
import { isRenamed, type MatchedCampaigns } from './campaign-changes.js';
import { metricChange } from './metric-change.js';
import type { CampaignMover, CampaignMovers, CampaignPresence, MoverMetric } from './types.js';

/** How many campaigns each list of movers holds unless told otherwise. */
export const DEFAULT_MOVERS_LISTED = 10;

const ZERO = { spend: 0, sales: 0, roas: 0 };

function mover(older: Campaign | null, newer: Campaign | null, presence: CampaignPresence): CampaignMover {
  const named = (newer ?? older)!;
  const before = older?.metrics ?? ZERO;
  const after = newer?.metrics ?? ZERO;
  return {
    id: named.id,
    name: named.name,
    older_name: older && newer && isRenamed({ older, newer }) ? older.name : null,
    type_code: named.type_code,
    presence,
    spend: metricChange(before.spend, after.spend),
    sales: metricChange(before.sales, after.sales),
    roas: metricChange(before.roas, after.roas),
  };
}

/** Largest move first (up or down); equal moves by campaign id, so the order never depends on the files' order. */
function top(movers: readonly CampaignMover[], metric: MoverMetric, limit: number): CampaignMover[] {
  return movers
    .filter((m) => m[metric].change !== 0)
    .sort((a, b) => Math.abs(b[metric].change) - Math.abs(a[metric].change) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

export function campaignMovers(matched: MatchedCampaigns, limit = DEFAULT_MOVERS_LISTED): CampaignMovers {
  const paired = matched.pairs.map((p) => mover(p.older, p.newer, 'both'));
  const all = [
    ...paired,
    ...matched.added.map((c) => mover(null, c, 'added')),
    ...matched.gone.map((c) => mover(c, null, 'gone')),
  ];
  const spentInBoth = paired.filter((m) => m.spend.older > 0 && m.spend.newer > 0);
  return { spend: top(all, 'spend', limit), sales: top(all, 'sales', limit), roas: top(spentInBoth, 'roas', limit) };
}
