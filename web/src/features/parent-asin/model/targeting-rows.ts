/** The Targeting sub-tab's rows, per campaign or aggregated by parent, and how they sort. */
import {
  aggregateParentTargets,
  type CampaignTypeCode,
  type Metrics,
  type ParentTargetRow,
  type SortState,
} from '@ads-auditor/audit';

/** Targeting table page size. */
export const TARGETING_PAGE_SIZE = 50;

export interface TargetingRow {
  id: string;
  target: string;
  campaignNames: string[];
  typeCodes: CampaignTypeCode[];
  matchType: string;
  metrics: Metrics;
}

export type TargetingColumn =
  | 'target' | 'campaignNames' | 'type' | 'matchType' | 'spend' | 'sales' | 'roas'
  | 'impressions' | 'ctr' | 'clicks' | 'orders' | 'conversionRate';

/** Spend, highest first, as at every level of the auditor. */
export const DEFAULT_TARGETING_SORT: SortState<TargetingColumn> = { column: 'spend', direction: 'desc' };

export const TARGETING_SORT_VALUE: Record<TargetingColumn, (row: TargetingRow) => string | number> = {
  target: (r) => r.target,
  campaignNames: (r) => r.campaignNames.join(', '),
  type: (r) => r.typeCodes.join(', '),
  matchType: (r) => r.matchType,
  spend: (r) => r.metrics.spend,
  sales: (r) => r.metrics.sales,
  roas: (r) => r.metrics.roas,
  impressions: (r) => r.metrics.impressions,
  ctr: (r) => r.metrics.ctr,
  clicks: (r) => r.metrics.clicks,
  orders: (r) => r.metrics.orders,
  conversionRate: (r) => r.metrics.conversion_rate,
};

/** One row per target and campaign, or (aggregated) one per target across campaigns. */
export function targetingRows(targets: readonly ParentTargetRow[], aggregate: boolean): TargetingRow[] {
  if (aggregate) {
    return aggregateParentTargets(targets).map((t) => ({
      id: `${t.kind}|${t.match_type}|${t.target}`,
      target: t.target,
      campaignNames: t.campaign_names,
      typeCodes: t.type_codes,
      matchType: t.match_type,
      metrics: t.metrics,
    }));
  }
  return targets.map((t) => ({
    id: `${t.campaign_id}|${t.kind}|${t.match_type}|${t.target}`,
    target: t.target,
    campaignNames: [t.campaign_name],
    typeCodes: [t.type_code],
    matchType: t.match_type,
    metrics: t.metrics,
  }));
}
