import { sortRows, type ParentAsinDetail } from '@ads-auditor/audit';

/** The picker's Spend/Sales toggle: ad spend, or the business report's total sales. */
export type ParentSortKey = 'spend' | 'sales';

/** Parents highest first by the chosen figure; the sort is stable, so ties keep the engine's order. */
export function orderParents(parents: readonly ParentAsinDetail[], by: ParentSortKey): ParentAsinDetail[] {
  return sortRows(parents, (p) => (by === 'spend' ? p.summary.total_spend : p.summary.total_sales), 'desc');
}
