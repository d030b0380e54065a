/** The Parent ASIN Audit: a summary per parent ASIN and a row per child ASIN. */
import type { Metrics } from '../metrics/metrics.js';
import type { Count, Money, Percent, Ratio } from '../metrics/units.js';
import type { CampaignTypeCode } from '../model/contract.js';

export interface ParentAsinSummary {
  child_count: number;
  /** Ad spend of its children (SP and SD product ads). */
  total_spend: Money;
  /** Ordered product sales of the business report. */
  total_sales: Money;
  ad_sales: Money;
  ad_clicks: Count;
  ad_impressions: Count;
  ad_orders: Count;
  cpc: Money;
  roas: Ratio;
  ad_conversion_rate: Percent;
  ctr: Percent;
  acos: Percent;
  /** Ad spend / total sales x 100. */
  tacos: Percent;
  /** Total order items / sessions x 100. */
  conversion_rate: Percent;
  /** Sessions-weighted unit session percentage. */
  parent_unit_session_rate: Percent;
  /** Sessions-weighted buy box percentage. */
  buy_box_percentage: Percent;
  total_sessions: Count;
  total_units: Count;
  total_orders: Count;
}

/** Missing business figures stay null (the UI shows N/A). */
export interface ChildAsinRow {
  asin: string;
  title: string;
  spend: Money;
  sales: Money;
  totalSales: Money | null;
  roas: Ratio;
  acos: Percent;
  cpc: Money;
  clicks: Count;
  conversionRate: Percent;
  impressions: Count;
  ctr: Percent;
  sessions: Count | null;
  unitsOrdered: Count | null;
  unitSessionPercentage: Percent | null;
  buyBoxPercentage: Percent | null;
  totalOrderItems: Count | null;
}

export interface BreakdownRow {
  key: string;
  metrics: Metrics;
  /** Percent of the parent's ad spend. */
  share_of_spend: Percent;
}

export interface ParentCampaignRow {
  campaign_id: string;
  name: string;
  type_code: CampaignTypeCode;
  metrics: Metrics;
  share_of_spend: Percent;
}

/** One row of the Targeting sub-tab: a keyword or target, in one campaign, prorated to the parent. */
export interface ParentTargetRow {
  target: string;
  kind: 'keyword' | 'product_targeting';
  match_type: string;
  campaign_id: string;
  campaign_name: string;
  type_code: CampaignTypeCode;
  metrics: Metrics;
}

export interface ParentAsinBreakdowns {
  by_campaign_type: BreakdownRow[];
  /** Sponsored Products auto vs manual. */
  by_sp_targeting: BreakdownRow[];
  by_bidding_strategy: BreakdownRow[];
  by_placement: BreakdownRow[];
  /** Keyword match types and expression prefixes (text before '='). */
  by_targeting_type: BreakdownRow[];
  top_campaigns: ParentCampaignRow[];
}

export interface ParentAsinDetail {
  parent_asin: string;
  /** A child's title, for the header. */
  title: string;
  summary: ParentAsinSummary;
  children: ChildAsinRow[];
  breakdowns: ParentAsinBreakdowns;
  targets: ParentTargetRow[];
}

export interface ParentAsinAudit {
  /** Parents by ad spend, highest first. */
  parents: ParentAsinDetail[];
  parent_asin_summary: Record<string, ParentAsinSummary>;
  notes: string[];
}
