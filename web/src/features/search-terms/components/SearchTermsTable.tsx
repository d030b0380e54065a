// The 16 columns of the search terms table (spec 2 section 2), formatted by the engine.
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, formatMoney, formatPercent, formatRoas } from '@ads-auditor/audit';
import type { SearchTerm } from '../api/search-terms-api';
import { BidCell, DEFAULT_BID_EXPLANATION } from './BidCell';

interface Column {
  label: string;
  numeric?: boolean;
  /** Text columns that may be long get room to wrap rather than stretch the table. */
  minWidth?: number;
  cell: (term: SearchTerm) => ReactNode;
}

const COLUMNS: readonly Column[] = [
  { label: 'Type', cell: (t) => (t.type === 'keyword' ? 'Keyword' : 'Product Targeting') },
  { label: 'Customer Search Term', minWidth: 180, cell: (t) => t.customer_search_term },
  { label: 'Keyword/Targeting', minWidth: 160, cell: (t) => (t.type === 'keyword' ? t.text : t.expression) || '—' },
  { label: 'Match Type', cell: (t) => t.match_type ?? '—' },
  { label: 'Bid', numeric: true, cell: (t) => <BidCell term={t} /> },
  { label: 'Impressions', numeric: true, cell: (t) => formatCount(t.metrics.impressions) },
  { label: 'Clicks', numeric: true, cell: (t) => formatCount(t.metrics.clicks) },
  { label: 'CTR', numeric: true, cell: (t) => formatPercent(t.metrics.click_through_rate) },
  { label: 'Spend', numeric: true, cell: (t) => formatMoney(t.metrics.spend) },
  { label: 'Sales', numeric: true, cell: (t) => formatMoney(t.metrics.sales) },
  { label: 'Orders', numeric: true, cell: (t) => formatCount(t.metrics.orders) },
  { label: 'CVR', numeric: true, cell: (t) => formatPercent(t.metrics.conversion_rate) },
  { label: 'ACOS', numeric: true, cell: (t) => formatPercent(t.metrics.acos) },
  { label: 'CPC', numeric: true, cell: (t) => formatMoney(t.metrics.cpc) },
  { label: 'ROAS', numeric: true, cell: (t) => formatRoas(t.metrics.roas) },
  { label: 'Status', cell: (t) => t.state },
];

export const SEARCH_TERM_COLUMN_LABELS = COLUMNS.map((column) => column.label);

interface SearchTermsTableProps {
  searchTerms: SearchTerm[];
  /** True while the next page loads: the rows shown are the previous page's. */
  busy: boolean;
}

/** Scrolls sideways inside its own box (and can be scrolled with the keyboard once focused). */
export function SearchTermsTable({ searchTerms, busy }: SearchTermsTableProps) {
  const anyDefaultBid = searchTerms.some((term) => term.bid_is_default);
  return (
    <>
      <TableContainer tabIndex={0} role="region" aria-label="Search terms table" aria-busy={busy} sx={{ overflowX: 'auto', maxHeight: '60vh', opacity: busy ? 0.6 : 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {searchTerms.map((term) => (
              <TableRow key={term.id} hover>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : 'left'}
                    sx={column.minWidth ? { minWidth: column.minWidth, overflowWrap: 'break-word' } : { whiteSpace: 'nowrap' }}
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
