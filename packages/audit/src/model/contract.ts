/**
 * The audit data contract: what the server stores
 * and serves and what the web app renders. Numbers are plain JSON numbers; the unit
 * flavours only guard TypeScript code against mixing units.
 */
import type { Metrics } from '../metrics/metrics.js';
import type { Fraction, Money, Percent } from '../metrics/units.js';

export type { Metrics } from '../metrics/metrics.js';

export type CampaignTypeCode = 'SP' | 'SB' | 'SD';
export type CampaignTypeName = 'Sponsored Products' | 'Sponsored Brands' | 'Sponsored Display';

export const CAMPAIGN_TYPE_NAMES: Readonly<Record<CampaignTypeCode, CampaignTypeName>> = {
  SP: 'Sponsored Products',
  SB: 'Sponsored Brands',
  SD: 'Sponsored Display',
};

/** A product's share of its campaign's or ad group's figures (1 when the total is 0). */
export interface ProrationFactors {
  spend: Fraction;
  sales: Fraction;
  impressions: Fraction;
  clicks: Fraction;
  orders: Fraction;
}

export interface Product {
  asin: string;
  sku: string;
  state: string;
  metrics: Metrics;
  proration: { campaign: ProrationFactors; ad_group: ProrationFactors };
}

export interface Keyword {
  id: string;
  text: string;
  match_type: string;
  state: string;
  /** The keyword's bid, or the ad group's default bid it inherits; null when neither is known. */
  bid: Money | null;
  metrics: Metrics;
}

export interface ProductTarget {
  id: string;
  expression: string;
  state: string;
  bid: Money | null;
  metrics: Metrics;
}

/**
 * Where a negative was set. Campaign-level negatives (entity 'Campaign Negative Keyword' /
 * 'Campaign Negative Product Targeting') apply to every ad group of the campaign, so they
 * are listed on each of its ad groups with level 'campaign'.
 */
export type NegativeLevel = 'ad_group' | 'campaign';

export interface NegativeKeyword {
  keyword_text: string;
  match_type: string;
  state: string;
  level: NegativeLevel;
}

export interface NegativeTarget {
  expression: string;
  state: string;
  level: NegativeLevel;
}

export interface AdGroup {
  id: string;
  name: string;
  state: string;
  default_bid: Money | null;
  metrics: Metrics;
  products: Product[];
  keywords: Keyword[];
  product_targeting: ProductTarget[];
  negative_keywords: NegativeKeyword[];
  negative_targeting: NegativeTarget[];
}

export interface Placement {
  /** SP: 'Placement Top', 'Placement Rest Of Search', 'Placement Product Page',
   * 'Placement Amazon Business'; SB: 'Top of Search', 'Home', 'Detail Page', 'Other'. */
  placement: string;
  /** The bid adjustment, a whole-number percent (35 = +35 %). */
  percentage: Percent;
  metrics: Metrics;
}

export interface Campaign {
  /** Amazon's Campaign ID, as a string. */
  id: string;
  name: string;
  type: CampaignTypeName;
  type_code: CampaignTypeCode;
  state: string;
  /** SP: from 'Targeting Type'. SB and SD campaigns are always manually targeted. */
  targeting: 'auto' | 'manual';
  /** SP: the bidding strategy; SB: 'SB automated bidding' / 'SB manual bidding'; SD: its bid optimization. */
  bidding_strategy: string | null;
  portfolio: string | null;
  daily_budget: Money | null;
  metrics: Metrics;
  placements: Placement[];
  ad_groups: AdGroup[];
  ad_group_count: number;
  product_count: number;
  /** Keywords plus product targets. */
  keyword_count: number;
}

export interface CampaignTypeSummary {
  key: CampaignTypeCode;
  metrics: Metrics;
  /** Percent of the account's spend. */
  share_of_spend: Percent;
  /** SP only: auto and manual targeting; share_of_spend is of the account's spend. */
  children?: { key: 'auto' | 'manual'; metrics: Metrics; share_of_spend: Percent }[];
}

export interface TargetingTypeSummary {
  /** A keyword match type ('Exact', 'Phrase', 'Broad') or a targeting expression kind
   * (text before '=': 'asin', 'category', 'close-match', 'views'...). */
  key: string;
  metrics: Metrics;
}

export interface PlacementSummary {
  placement: string;
  metrics: Metrics;
}

export interface BiddingStrategySummary {
  key: string;
  metrics: Metrics;
  campaign_count: number;
}

export interface TopCampaignsSummary {
  n: 5 | 10 | 15 | 20;
  spend: Money;
  sales: Money;
  roas: number;
  share_of_spend: Percent;
}

export interface AuditSummary {
  account: Metrics;
  by_campaign_type: CampaignTypeSummary[];
  by_targeting_type: TargetingTypeSummary[];
  placements: { SP: PlacementSummary[]; SB: PlacementSummary[] };
  by_bidding_strategy: BiddingStrategySummary[];
  top_campaigns: TopCampaignsSummary[];
}

export interface AuditReport {
  /** Every sheet in the workbook, in order. */
  sheets_found: string[];
  /** The sheets the campaigns were built from. */
  sheets_used: string[];
  /** Things a user should know: missing optional tabs, ignored rows. */
  warnings: string[];
}

/** What auditBulkWorkbook answers; the server adds upload_id and file_name. */
export interface AuditResult {
  campaigns: Campaign[];
  summary: AuditSummary;
  report: AuditReport;
}
