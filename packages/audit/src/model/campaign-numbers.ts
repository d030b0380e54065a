/** The numbers of a campaign row that the table sorts and filters by, under the UI's field names. */
import { isAcosWithoutSales } from '../format/format.js';
import type { Campaign } from './contract.js';

/**
 * ACOS to sort and filter by: spend without sales has an ACOS of 0 by the formula, but it is
 * the worst case, so it counts as the highest ACOS (a Min ACOS keeps it, a Max ACOS drops it).
 */
export const acosForRanking = (m: Campaign['metrics']) => (isAcosWithoutSales(m) ? Number.POSITIVE_INFINITY : m.acos);

export const CAMPAIGN_NUMBERS = {
  spend: (c: Campaign) => c.metrics.spend,
  sales: (c: Campaign) => c.metrics.sales,
  roas: (c: Campaign) => c.metrics.roas,
  acos: (c: Campaign) => acosForRanking(c.metrics),
  cpc: (c: Campaign) => c.metrics.cpc,
  clicks: (c: Campaign) => c.metrics.clicks,
  orders: (c: Campaign) => c.metrics.orders,
  conversionRate: (c: Campaign) => c.metrics.conversion_rate,
  impressions: (c: Campaign) => c.metrics.impressions,
  adGroupCount: (c: Campaign) => c.ad_group_count,
  productCount: (c: Campaign) => c.product_count,
  keywordCount: (c: Campaign) => c.keyword_count,
} as const satisfies Record<string, (c: Campaign) => number>;

export type CampaignNumberField = keyof typeof CAMPAIGN_NUMBERS;
