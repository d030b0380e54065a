/** Top Campaigns by Spend: the top 5, 10, 15 and 20 campaigns with their share of spend. */
import { returnOnAdSpend } from '../metrics/formulas.js';
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign, TopCampaignsSummary } from '../model/contract.js';

export const TOP_CAMPAIGN_GROUPS = [5, 10, 15, 20] as const;

export function summariseTopCampaigns(campaigns: readonly Campaign[], accountSpend: number): TopCampaignsSummary[] {
  const ranked = [...campaigns].sort((a, b) => b.metrics.spend - a.metrics.spend);
  return TOP_CAMPAIGN_GROUPS.map((n) => {
    const top = ranked.slice(0, n);
    const spend = sumMoney(top.map((c) => c.metrics.spend));
    const sales = sumMoney(top.map((c) => c.metrics.sales));
    return { n, spend, sales, roas: returnOnAdSpend(sales, spend), share_of_spend: percentOf(spend, accountSpend) };
  });
}
