import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount, formatIsoDate, formatPercent, formatRoas, type AccountHealth, type Metrics } from '@ads-auditor/audit';
import { MoneyText } from '../../../components/figures/MoneyText';
import { GRADE_COLOR } from './status-styles';

/** The file name lacks Amazon's dates and none were set. */
export const PERIOD_UNKNOWN = 'Period not known: set it from History (the file name does not show it).';
/** Where there is no history to set it from (a private audit). */
export const PERIOD_UNKNOWN_HERE = 'Period not known (the file name does not show it).';

/** ACOS of spend without sales: the formula's 0 would read as the best figure there is. */
const NO_SALES = { text: '—', note: 'no sales' };

function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <Box sx={{ px: { xs: 1.25, sm: 2 }, py: { xs: 1, sm: 1.5 }, borderRadius: 2, bgcolor: 'background.default', border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600, lineHeight: 1.4 }}>
        {label}
      </Box>
      <Box component="dd" title={note} sx={{ m: 0, fontSize: { xs: 17, sm: 24 }, fontWeight: 800, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', lineHeight: 1.25 }}>
        {children}
        {note && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The first thing the Summary and the share page show: the account's spend, sales, ACOS, ROAS and
 * orders, its health grade and the period, in one compact block that fits the first screen of a
 * laptop. `showPeriod={false}` where the page's title already names the period (the share page,
 * whose reader cannot set it from History).
 */
export function SummaryHeadline({ account, health, showPeriod = true, periodUnknown = PERIOD_UNKNOWN }: {
  account: Metrics; health: Pick<AccountHealth, 'grade' | 'data_quality'>; showPeriod?: boolean; periodUnknown?: string;
}) {
  const grade = health.grade;
  const range = health.data_quality.date_range;
  const noSales = account.spend > 0 && account.sales === 0;
  return (
    <Box component="section" aria-label="Account headline">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } }}
      >
        <Figure label="Spend"><MoneyText value={account.spend} /></Figure>
        <Figure label="Sales"><MoneyText value={account.sales} /></Figure>
        <Figure label="ACOS" note={noSales ? NO_SALES.note : undefined}>{noSales ? NO_SALES.text : formatPercent(account.acos)}</Figure>
        <Figure label="ROAS">{formatRoas(account.roas)}</Figure>
        <Figure label="Orders">{formatCount(account.orders)}</Figure>
        <Figure label="Health grade">
          <Box
            component="span"
            sx={{ display: 'inline-grid', placeItems: 'center', minWidth: '1.6em', px: 0.5, borderRadius: 1, bgcolor: `${GRADE_COLOR[grade.letter]}.main`, color: `${GRADE_COLOR[grade.letter]}.contrastText` }}
          >
            {grade.letter}
          </Box>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            {grade.points} {grade.points === 1 ? 'point' : 'points'}
          </Typography>
        </Figure>
      </Box>
      {showPeriod && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {range ? `Period: ${formatIsoDate(range.start)} to ${formatIsoDate(range.end)} (${range.days} ${range.days === 1 ? 'day' : 'days'})` : periodUnknown}
        </Typography>
      )}
    </Box>
  );
}
