// The 16 columns of the search terms table, each sortable by the server.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SearchTerm, SearchTermSort, SearchTermView } from '../api/search-terms-api';
import { SEARCH_TERM_COLUMNS } from '../model/search-term-columns';
import { DEFAULT_BID_EXPLANATION } from './BidCell';

export const SEARCH_TERM_COLUMN_LABELS = SEARCH_TERM_COLUMNS.map((column) => column.label);

// Six px a side rather than MUI's sixteen, headers that may wrap ('Customer Search Term') and
// the sort arrow only on the sorted column: the 16 columns, ACOS among them, then fit a dialog at 1280 px.
const CELL_PADDING = { px: 0.75 } as const;

interface SearchTermsTableProps {
  searchTerms: SearchTerm[];
  /** True while the next page loads: the rows shown are the previous page's. */
  busy: boolean;
  view: SearchTermView;
  onSort: (sort: SearchTermSort) => void;
}

/** Scrolls inside its own box (and can be scrolled with the keyboard once focused). */
export function SearchTermsTable({ searchTerms, busy, view, onSort }: SearchTermsTableProps) {
  const anyDefaultBid = searchTerms.some((term) => term.bid_is_default);
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label="Search terms table" aria-busy={busy} sx={{ overflowX: 'auto', maxHeight: '60vh', opacity: busy ? 0.6 : 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {SEARCH_TERM_COLUMNS.map((column) => {
                const active = view.sort === column.sort;
                return (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : 'left'}
                    aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    sx={{ fontWeight: 600, verticalAlign: 'bottom', ...CELL_PADDING }}
                  >
                    <TableSortLabel active={active} hideSortIcon direction={active ? view.order : 'desc'} onClick={() => onSort(column.sort)}>
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {searchTerms.map((term) => (
              <TableRow key={term.id} hover>
                {SEARCH_TERM_COLUMNS.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : 'left'}
                    sx={column.minWidth ? { minWidth: column.minWidth, overflowWrap: 'break-word', ...CELL_PADDING } : { whiteSpace: 'nowrap', ...CELL_PADDING }}
                  >
                    {column.cell(term)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {anyDefaultBid && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {`(default) ${DEFAULT_BID_EXPLANATION}`}
        </Typography>
      )}
    </>
  );
}
