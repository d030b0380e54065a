import { DEFAULT_SORT, sortRows, type Metrics } from '@ads-auditor/audit';

/** Rows below the campaign level are shown spend first ("spend descending at every level"). */
export function bySpendDescending<T extends { metrics: Metrics }>(rows: readonly T[]): T[] {
  return sortRows(rows, (row) => row.metrics.spend, DEFAULT_SORT.direction);
}
