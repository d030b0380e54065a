// The figures the Summary charts plot, picked from the audit summary (no arithmetic of their own).
import { CAMPAIGN_TYPE_NAMES, placementLabel, spTargetingLabel, type CampaignTypeSummary, type PlacementSummary } from '@ads-auditor/audit';

export interface SpendSalesPoint {
  label: string;
  spend: number;
  sales: number;
}

/** SP is shown as its auto and manual parts, so no bar counts spend twice. */
export function campaignTypeChartPoints(rows: readonly CampaignTypeSummary[]): SpendSalesPoint[] {
  return rows.flatMap((row) =>
    row.children && row.children.length > 0
      ? row.children.map((child) => ({ label: spTargetingLabel(child.key), spend: child.metrics.spend, sales: child.metrics.sales }))
      : [{ label: CAMPAIGN_TYPE_NAMES[row.key], spend: row.metrics.spend, sales: row.metrics.sales }],
  );
}

export function placementChartPoints(rows: readonly PlacementSummary[]): SpendSalesPoint[] {
  return rows.map((row) => ({ label: placementLabel(row.placement), spend: row.metrics.spend, sales: row.metrics.sales }));
}

/** A chart of nothing but zeros says nothing: the table beside it says it better. */
export const hasFigures = (points: readonly SpendSalesPoint[]) => points.some((p) => p.spend !== 0 || p.sales !== 0);
