import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { RowData } from '@tanstack/react-table';
import { TablePager } from '../../../components/table/TablePager';
import { CampaignNotesButton } from '../../notes';
import { formatCell, type InsightColumn } from '../model/insight-column';
import type { InsightTableModel } from '../model/use-insight-table';
import { useCurrency } from '../../audit-session';

/** Checkboxes on the rows that can be exported; the selection is kept by row id. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  canSelect: (row: Row) => boolean;
}

export interface InsightTableProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: readonly InsightColumn<Row>[];
  /** Already filtered, in the engine's order until a header sorts them. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** A short name of a row for checkbox and notes labels. */
  rowName: (row: Row) => string;
  emptyText: string;
  /** True while new settings are computed: the rows shown are the previous ones. */
  busy: boolean;
  /** The sort and page state over `rows` (useInsightTable). */
  model: InsightTableModel<Row>;
  /** The campaign a row's note goes on; null for a row without one. */
  noteCampaign?: (row: Row) => { id: string; name: string } | null;
  selection?: RowSelection<Row>;
}

const cellSx = (column: { wraps?: boolean }) =>
  column.wraps ? { minWidth: 180, maxWidth: 340, overflowWrap: 'anywhere' as const } : { whiteSpace: 'nowrap' as const };

/** A sortable, paged list (50 a page) that scrolls sideways in its own box on a phone. */
export function InsightTable<Row extends RowData>(props: InsightTableProps<Row>) {
  const { label, columns, rows, getRowId, rowName, emptyText, busy, noteCampaign, selection, model } = props;
  const { table, sorting, setSorting, pagination } = model;
  const currency = useCurrency();
  const pageRows = table.getRowModel().rows;
  const sorted = sorting[0];

  const toggleSort = (column: InsightColumn<Row>) => {
    const desc = sorted?.id === column.id ? !sorted.desc : Boolean(column.numeric);
    setSorting([{ id: column.id, desc }]);
  };

  const selectable = selection ? rows.filter(selection.canSelect).map(getRowId) : [];
  const selectedShown = selection ? selectable.filter((id) => selection.selected.has(id)).length : 0;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const selectAll = selectedShown < selectable.length;
    for (const id of selectable) {
      if (selectAll) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  const toggleOne = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  const columnCount = columns.length + (selection ? 1 : 0) + (noteCampaign ? 1 : 0);
  let body: ReactNode;
  if (pageRows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ p: 0 }}>
          {/* The row is as wide as all the columns: the text stays centered in the part in view (100cqi: the box's width). */}
          <Box sx={{ position: 'sticky', left: 0, width: '100cqi', boxSizing: 'border-box', px: 2, py: 4, textAlign: 'center', color: 'text.secondary' }}>
            {emptyText}
          </Box>
        </TableCell>
      </TableRow>
    );
  } else {
    body = pageRows.map(({ id, original }) => {
      const campaign = noteCampaign?.(original) ?? null;
      return (
        <TableRow key={id} hover selected={selection?.selected.has(id)}>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selection.selected.has(id)}
                disabled={!selection.canSelect(original)}
                onChange={() => toggleOne(id)}
                slotProps={{ input: { 'aria-label': `Select ${rowName(original)}` } }}
              />
            </TableCell>
          )}
          {noteCampaign && (
            <TableCell padding="checkbox">{campaign && <CampaignNotesButton campaignId={campaign.id} campaignName={campaign.name} />}</TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={cellSx(column)}>
              {column.render ? column.render(original) : formatCell(column, original, currency)}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  return (
    <>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${label} (scrolls sideways)`}
        aria-busy={busy}
        sx={{ containerType: 'inline-size', maxHeight: 600, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selectable.length > 0 && selectedShown === selectable.length}
                    indeterminate={selectedShown > 0 && selectedShown < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all shown' } }}
                  />
                </TableCell>
              )}
              {noteCampaign && <TableCell padding="checkbox">Notes</TableCell>}
              {columns.map((column) => {
                const active = sorted?.id === column.id;
                const direction = active ? (sorted.desc ? 'desc' : 'asc') : column.numeric ? 'desc' : 'asc';
                return (
                  <TableCell
                    key={column.id}
                    align={column.numeric ? 'right' : 'left'}
                    aria-sort={active ? (sorted.desc ? 'descending' : 'ascending') : undefined}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    <TableSortLabel active={active} direction={direction} onClick={() => toggleSort(column)}>
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {table.getPageCount() > 1 && (
        <TablePager
          label={`${label} pages`}
          pageIndex={pagination.pageIndex}
          pageCount={table.getPageCount()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      )}
    </>
  );
}
