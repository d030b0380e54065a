/**
 * The Targeting sub-tab's 'Aggregate by Parent ASIN' view: the same target across campaigns
 * becomes one row. Each input row is already prorated to the parent by its ad group share,
 * so the counts add up as they are and the ratios are recomputed from the sums.
 */
import { MetricGroups } from '../metrics/metric-groups.js';
import type { Metrics } from '../metrics/metrics.js';
import type { CampaignTypeCode } from '../model/contract.js';
import type { ParentTargetRow } from './parent-asin-types.js';

export interface AggregatedTargetRow {
  target: string;
  kind: ParentTargetRow['kind'];
  match_type: string;
  /** The campaigns it runs in, first seen first, without repeats. */
  campaign_names: string[];
  type_codes: CampaignTypeCode[];
  metrics: Metrics;
}

const appendOnce = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

/** One row per target, kind and match type; highest spend first. */
export function aggregateParentTargets(targets: readonly ParentTargetRow[]): AggregatedTargetRow[] {
  const groups = new MetricGroups<string>();
  const rows = new Map<string, Omit<AggregatedTargetRow, 'metrics'>>();
  for (const t of targets) {
    const id = `${t.kind}\u0000${t.match_type}\u0000${t.target}`;
    let row = rows.get(id);
    if (!row) {
      row = { target: t.target, kind: t.kind, match_type: t.match_type, campaign_names: [], type_codes: [] };
      rows.set(id, row);
    }
    appendOnce(row.campaign_names, t.campaign_name);
    appendOnce(row.type_codes, t.type_code);
    groups.add(id, t.metrics);
  }
  return groups.bySpend().map((g) => ({ ...rows.get(g.key)!, metrics: g.metrics }));
}
