import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@ads-auditor/audit';
import type { LoadedSearchTermReport } from '../api/search-term-report-api';
import { periodText } from '../model/report-format';
import { CampaignFigures } from './CampaignFigures';
import { DailyChart } from './DailyChart';
import { ReportTotals } from './ReportTotals';
import { TopTerms } from './TopTerms';

const PRODUCT = { SP: 'Sponsored Products', SB: 'Sponsored Brands' } as const;

/** The report: its period and currency, totals, days, campaigns and top terms (amounts in the report's currency, provided above). */
export function SearchTermReportView({ report, currency }: { report: LoadedSearchTermReport; currency: string }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>{report.file_name}</Typography>
        <Typography data-testid="report-period">
          {PRODUCT[report.product]} · {report.time_unit === 'daily' ? 'Daily' : 'Summary'} · {periodText(report)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Amounts in {currency}{report.currency ? '' : " (the report names no currency: the account's is assumed)"} · {formatCount(report.rows)} rows ·{' '}
          {formatCount(report.campaign_count)} campaigns · {formatCount(report.term_count)} search terms
        </Typography>
        {!report.audit && <Typography variant="body2" color="text.secondary">No audit of this account yet: campaigns are not matched.</Typography>}
      </Paper>
      <ReportTotals totals={report.totals} />
      {report.time_unit === 'daily'
        ? <DailyChart days={report.by_day} />
        : <Alert severity="info">This is a summary report: it has no days, so there is no daily chart. Download the report with the Daily time unit to see each day.</Alert>}
      <CampaignFigures report={report} />
      <TopTerms report={report} />
    </Stack>
  );
}
