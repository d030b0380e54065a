// The TanStack model of an insight list: client sorting (numbers high first on the first click)
// and pages of 50, over rows already filtered by the list's text filter.
import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { CellValue, InsightColumn } from './insight-column';

/** Rows per page, as the campaign table. */
export const INSIGHT_PAGE_SIZE = 50;

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
});

export function useInsightTable<Row extends RowData>(columns: readonly InsightColumn<Row>[], rows: readonly Row[], getRowId: (row: Row) => string) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: INSIGHT_PAGE_SIZE });
  // New rows (a new filter, new settings) or a new sort start again from the first page.
  const [seen, setSeen] = useState({ rows, sorting });
  if (seen.rows !== rows || seen.sorting !== sorting) {
    setSeen({ rows, sorting });
    if (pagination.pageIndex !== 0) setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: Row): CellValue => column.value(row), {
          id: column.id,
          sortFn: column.numeric ? 'basic' : 'text',
          sortDescFirst: Boolean(column.numeric),
          sortUndefined: 'last',
        }),
      ),
    );
  }, [columns]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as Row[],
    getRowId,
    autoResetPageIndex: false,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  });
  /** The filtered rows in display order, every page (what Copy and Export CSV take). */
  const sortedRows = () => table.getPrePaginatedRowModel().rows.map((row) => row.original);
  return { table, sorting, setSorting, pagination, sortedRows };
}

export type InsightTableModel<Row extends RowData> = ReturnType<typeof useInsightTable<Row>>;
