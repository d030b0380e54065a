import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SortState } from '@ads-auditor/audit';

/** Table maximum height. */
export const TABLE_MAX_HEIGHT = 600;

export interface TableColumn<Row, C extends string = string> {
  id: C;
  header: string;
  /** Numbers align right. */
  numeric?: boolean;
  minWidth?: number;
  cell: (row: Row) => ReactNode;
}

interface MetricTableProps<Row, C extends string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row, C>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** With both, every header is a sort button. */
  sort?: SortState<C>;
  onSort?: (column: C) => void;
  /** Scrolls inside the box with a sticky header. */
  maxHeight?: number;
}

/** A compact data table that scrolls sideways inside its own box on narrow screens. */
export function MetricTable<Row, C extends string>({ label, columns, rows, rowKey, sort, onSort, maxHeight }: MetricTableProps<Row, C>) {
  return (
    // A scrolling box must be reachable by keyboard (axe scrollable-region-focusable).
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ maxHeight, overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((col) => {
              const active = sort?.column === col.id;
              return (
                <TableCell
                  key={col.id}
                  align={col.numeric ? 'right' : 'left'}
                  sortDirection={active ? sort!.direction : false}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: col.minWidth }}
                >
                  {sort && onSort ? (
                    <TableSortLabel active={active} direction={active ? sort.direction : 'desc'} onClick={() => onSort(col.id)}>
                      {col.header}
                    </TableSortLabel>
                  ) : (
                    col.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((col) => (
                <TableCell key={col.id} align={col.numeric ? 'right' : 'left'} sx={{ whiteSpace: col.numeric ? 'nowrap' : undefined, minWidth: col.minWidth }}>
                  {col.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
