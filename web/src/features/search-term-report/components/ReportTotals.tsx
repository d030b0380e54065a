import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount } from '@ads-auditor/audit';
import { useMoney } from '../../audit-session';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { acosText } from '../model/report-format';

/** The report's totals as a grid of figures (two a row on a phone). */
export function ReportTotals({ totals }: { totals: LoadedSearchTermReport['totals'] }) {
  const money = useMoney();
  const figures: [string, string][] = [
    ['Spend', money(totals.spend)],
    ['Sales', money(totals.sales)],
    ['ACOS', acosText(totals.acos)],
    ['Orders', formatCount(totals.orders)],
    ['Clicks', formatCount(totals.clicks)],
    ['Impressions', formatCount(totals.impressions)],
  ];
  return (
    <Box component="section" aria-label="Report totals">
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' } }}>
        {figures.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
