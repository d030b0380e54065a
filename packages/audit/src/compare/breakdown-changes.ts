/** Campaign-type and placement breakdowns of two summaries, row by row (a row missing in one period is null there). */
import type { Metrics } from '../metrics/metrics.js';
import { metricsFromCounts, zeroCounts } from '../metrics/metrics.js';
import type { AuditSummary, CampaignTypeCode } from '../model/contract.js';
import { metricChange } from './metric-change.js';
import type { BreakdownChange } from './types.js';

interface KeyedMetrics {
  key: string;
  child: boolean;
  metrics: Metrics;
}

const ZERO_METRICS = metricsFromCounts(zeroCounts());

function breakdownChange(key: string, child: boolean, older: Metrics | null, newer: Metrics | null): BreakdownChange {
  const a = older ?? ZERO_METRICS;
  const b = newer ?? ZERO_METRICS;
  return {
    key,
    child,
    older,
    newer,
    changes: {
      spend: metricChange(a.spend, b.spend),
      sales: metricChange(a.sales, b.sales),
      roas: metricChange(a.roas, b.roas),
      acos: metricChange(a.acos, b.acos),
    },
  };
}

/** Rows in the later period's order, then the rows only the earlier period has. */
function pairRows(older: readonly KeyedMetrics[], newer: readonly KeyedMetrics[]): BreakdownChange[] {
  const olderByKey = new Map(older.map((row) => [row.key, row]));
  const newerKeys = new Set(newer.map((row) => row.key));
  return [
    ...newer.map((row) => breakdownChange(row.key, row.child, olderByKey.get(row.key)?.metrics ?? null, row.metrics)),
    ...older.filter((row) => !newerKeys.has(row.key)).map((row) => breakdownChange(row.key, row.child, row.metrics, null)),
  ];
}

/** SP, SB, SD, with SP's auto and manual rows (keys 'SP auto', 'SP manual') after their parent. */
function campaignTypeRows(summary: AuditSummary): KeyedMetrics[] {
  return summary.by_campaign_type.flatMap((t) => [
    { key: t.key, child: false, metrics: t.metrics },
    ...(t.children ?? []).map((c) => ({ key: `${t.key} ${c.key}`, child: true, metrics: c.metrics })),
  ]);
}

const TYPE_ORDER: readonly CampaignTypeCode[] = ['SP', 'SB', 'SD'];

export function campaignTypeChanges(older: AuditSummary, newer: AuditSummary): BreakdownChange[] {
  const rows = pairRows(campaignTypeRows(older), campaignTypeRows(newer));
  // Keep the parent-then-children grouping even when a type exists in one period only.
  const typeOf = (key: string) => TYPE_ORDER.indexOf(key.split(' ')[0] as CampaignTypeCode);
  return rows.map((row, i) => ({ row, i })).sort((a, b) => typeOf(a.row.key) - typeOf(b.row.key) || a.i - b.i).map(({ row }) => row);
}

export function placementChanges(older: AuditSummary, newer: AuditSummary): { SP: BreakdownChange[]; SB: BreakdownChange[] } {
  const rows = (list: AuditSummary['placements']['SP']) => list.map((p) => ({ key: p.placement, child: false, metrics: p.metrics }));
  return {
    SP: pairRows(rows(older.placements.SP), rows(newer.placements.SP)),
    SB: pairRows(rows(older.placements.SB), rows(newer.placements.SB)),
  };
}
