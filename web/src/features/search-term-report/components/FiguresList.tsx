import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatCount } from '@ads-auditor/audit';
import { useMoney } from '../../audit-session';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { acosText } from '../model/report-format';

type Figures = LoadedSearchTermReport['totals'];

export interface FiguresRow {
  key: string;
  /** The row's name (a campaign, a search term) and what it belongs to, if anything. */
  title: string;
  detail?: string;
  /** Beside the name, e.g. whether the audit has it. */
  badge?: ReactNode;
  figures: Figures;
}

const FIGURE_HEADERS = ['Spend', 'Sales', 'ACOS', 'Clicks', 'Orders'];

function useFigureCells() {
  const money = useMoney();
  return (f: Figures) => [money(f.spend), money(f.sales), acosText(f.acos), formatCount(f.clicks), formatCount(f.orders)];
}

/** Rows of figures: a table on wider screens, one card per row on a phone (nothing scrolls sideways). */
export function FiguresList({ label, nameHeader, rows }: { label: string; nameHeader: string; rows: readonly FiguresRow[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const cells = useFigureCells();
  if (phone) {
    return (
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={row.key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
            {row.detail && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{row.detail}</Typography>}
            {row.badge && <Box sx={{ mt: 0.5 }}>{row.badge}</Box>}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.5 }}>
              {cells(row.figures).map((value, i) => (
                <Box key={FIGURE_HEADERS[i]} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">{FIGURE_HEADERS[i]}</Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{nameHeader}</TableCell>
          {FIGURE_HEADERS.map((header) => <TableCell key={header} align="right">{header}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{row.title}</Typography>
              {row.detail && <Typography variant="caption" color="text.secondary">{row.detail}</Typography>}
              {row.badge && <Box sx={{ mt: 0.5 }}>{row.badge}</Box>}
            </TableCell>
            {cells(row.figures).map((value, i) => <TableCell key={FIGURE_HEADERS[i]} align="right" sx={{ whiteSpace: 'nowrap' }}>{value}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
