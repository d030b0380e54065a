import { SORTABLE_COLUMNS, type SortColumn } from '@ads-auditor/audit';

const SORTABLE: ReadonlySet<string> = new Set(SORTABLE_COLUMNS);

/** The campaign table's sortable columns are exactly the engine's SORTABLE_COLUMNS. */
export function isSortableColumn(id: string): id is SortColumn {
  return SORTABLE.has(id);
}
