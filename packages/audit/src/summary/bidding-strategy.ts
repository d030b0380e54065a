/** Bidding Strategy Performance, with the number of campaigns using each strategy. */
import { MetricGroups } from '../metrics/metric-groups.js';
import type { BiddingStrategySummary, Campaign } from '../model/contract.js';

export const NO_BIDDING_STRATEGY = 'Not set';

export function summariseByBiddingStrategy(campaigns: readonly Campaign[]): BiddingStrategySummary[] {
  const groups = new MetricGroups<string>();
  for (const c of campaigns) groups.add(c.bidding_strategy ?? NO_BIDDING_STRATEGY, c.metrics);
  return groups.bySpend().map((g) => ({ key: g.key, metrics: g.metrics, campaign_count: g.count }));
}
