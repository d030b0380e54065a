import { changeVerdict, COMPARED_METRICS, type AuditComparison, type ComparedMetric, type MetricChange, type MoverMetric } from '@ads-auditor/audit';

/** A row's verdict for ComparisonTable: good or bad for the account, and which way the figure went. */
export function verdictOf(metric: ComparedMetric, change: MetricChange) {
  return { verdict: changeVerdict(metric, change.change), direction: change.change > 0 ? ('up' as const) : change.change < 0 ? ('down' as const) : null };
}

/** The Account Changes rows, in accountChangesTable's order. */
export const accountVerdicts = (comparison: AuditComparison) => COMPARED_METRICS.map((metric) => verdictOf(metric, comparison.account[metric]));

/** A movers table's rows (spend movers are neither good nor bad). */
export const moverVerdicts = (comparison: AuditComparison, metric: MoverMetric) => comparison.movers[metric].map((mover) => verdictOf(metric, mover[metric]));
