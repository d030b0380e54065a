/**
 * What compareAudits answers: the changes between an earlier and a later audit of one account.
 * Every figure keeps the engine's units: money unrounded, ACOS and conversion rate in Percent
 * (their absolute change is in percentage points), ROAS a Ratio. A percentage change is a
 * Percent, null when the earlier value is 0 (no base to compare with).
 */
import type { Metrics } from '../metrics/metrics.js';
import type { Percent } from '../metrics/units.js';
import type { CampaignTypeCode } from '../model/contract.js';

/** One figure in both periods. */
export interface MetricChange {
  older: number;
  newer: number;
  /** newer - older, in the figure's own unit. */
  change: number;
  /** change / |older| x 100; null when older is 0. */
  percent_change: Percent | null;
}

/** The account figures compared (spend, sales, ROAS, ACOS, CPC, CVR; then the counts behind them). */
export type ComparedMetric = 'spend' | 'sales' | 'roas' | 'acos' | 'cpc' | 'conversion_rate' | 'impressions' | 'clicks' | 'orders';

export type MetricChanges = Record<ComparedMetric, MetricChange>;

/** A campaign as the comparison names it. */
export interface ComparedCampaign {
  id: string;
  name: string;
  type_code: CampaignTypeCode;
  state: string;
  metrics: Metrics;
}

export interface CampaignStateChange {
  id: string;
  name: string;
  type_code: CampaignTypeCode;
  older_state: string;
  newer_state: string;
}

/** A campaign id found under another name (or type) in the later file: told apart, never merged silently. */
export interface CampaignRename {
  id: string;
  older_name: string;
  newer_name: string;
  older_type_code: CampaignTypeCode;
  newer_type_code: CampaignTypeCode;
}

export interface CampaignChanges {
  /** In the later file only, most spend first. */
  added: ComparedCampaign[];
  /** In the earlier file only, most spend first. */
  gone: ComparedCampaign[];
  /** enabled / paused / archived changed, by campaign name. */
  state_changed: CampaignStateChange[];
  renamed: CampaignRename[];
}

/** 'both': the campaign is in both files; 'added' / 'gone': its missing period counts as zero. */
export type CampaignPresence = 'both' | 'added' | 'gone';

export interface CampaignMover {
  id: string;
  /** The later name (the earlier one when the campaign is gone). */
  name: string;
  /** Set when the id carried another name in the earlier file. */
  older_name: string | null;
  type_code: CampaignTypeCode;
  presence: CampaignPresence;
  spend: MetricChange;
  sales: MetricChange;
  roas: MetricChange;
}

export type MoverMetric = 'spend' | 'sales' | 'roas';

/** The campaigns whose figure moved most (by the size of the absolute change), top N each. */
export type CampaignMovers = Record<MoverMetric, CampaignMover[]>;

/** A row of a breakdown (a campaign type, an SP targeting kind, a placement) in both periods. */
export interface BreakdownChange {
  key: string;
  /** A child row (SP auto / manual) breaks down the row above it. */
  child: boolean;
  older: Metrics | null;
  newer: Metrics | null;
  changes: Pick<MetricChanges, 'spend' | 'sales' | 'roas' | 'acos'>;
}

/** One search term (account-wide, case and spacing ignored) in both periods. */
export interface SearchTermChange {
  customer_search_term: string;
  /** The campaigns where it converted in the period that converts. */
  campaigns: { id: string; name: string }[];
  older: SearchTermTotals;
  newer: SearchTermTotals;
}

export interface SearchTermTotals {
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
}

export interface SearchTermChanges {
  /** Orders in the later period and none in the earlier one, most later sales first. */
  newly_converting: SearchTermChange[];
  /** Orders in the earlier period and none in the later one, most earlier sales first. */
  stopped_converting: SearchTermChange[];
}

export interface AuditComparison {
  account: MetricChanges;
  campaigns: CampaignChanges;
  movers: CampaignMovers;
  campaign_types: BreakdownChange[];
  placements: { SP: BreakdownChange[]; SB: BreakdownChange[] };
  /** null when the search terms of either period were not given. */
  search_terms: SearchTermChanges | null;
}
