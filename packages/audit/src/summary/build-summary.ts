/** Every figure of the Summary tab, from the campaign list. */
import { sumMetrics } from '../metrics/metrics.js';
import type { AuditSummary, Campaign } from '../model/contract.js';
import { summariseByBiddingStrategy } from './bidding-strategy.js';
import { summariseByCampaignType } from './campaign-type.js';
import { summarisePlacements } from './placements.js';
import { summariseByTargetingType } from './targeting-type.js';
import { summariseTopCampaigns } from './top-campaigns.js';

export function buildSummary(campaigns: readonly Campaign[]): AuditSummary {
  const account = sumMetrics(campaigns.map((c) => c.metrics));
  return {
    account,
    by_campaign_type: summariseByCampaignType(campaigns, account.spend),
    by_targeting_type: summariseByTargetingType(campaigns),
    placements: summarisePlacements(campaigns),
    by_bidding_strategy: summariseByBiddingStrategy(campaigns),
    top_campaigns: summariseTopCampaigns(campaigns, account.spend),
  };
}
