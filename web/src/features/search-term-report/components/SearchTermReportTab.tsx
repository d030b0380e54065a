import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCurrencyCode } from '@ads-auditor/audit';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { CurrencyProvider, useCurrency, useLatestSearchTermReport } from '../../audit-session';
import { useShownAccountId } from '../../accounts';
import { useSearchTermReportUpload } from '../api/use-search-term-report';
import { ReportUploadZone } from './ReportUploadZone';
import { SearchTermReportView } from './SearchTermReportView';

/** The 'Search Term Report' tab: the account's latest report, and the upload of another. */
export function SearchTermReportTab() {
  const accountId = useShownAccountId();
  const latest = useLatestSearchTermReport(accountId);
  const upload = useSearchTermReportUpload(accountId);
  const accountCurrency = useCurrency();
  const [replacing, setReplacing] = useState(false);
  const report = latest.data ?? null;

  if (accountId === undefined || latest.isPending) return <AuditorLoading label="Loading the Search Term Report..." />;
  if (latest.isError) return <Alert severity="error">The Search Term Report could not be loaded. Please try again.</Alert>;

  const currency = report?.currency && isCurrencyCode(report.currency) ? report.currency : accountCurrency;
  const zone = <ReportUploadZone upload={upload} />;
  return (
    <Stack spacing={3}>
      {!report && (
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">Search Term Report</Typography>
          <Typography color="text.secondary">
            Upload the Search Term Report from the Ads console (Reports, Sponsored Products, Search term; daily or summary, up to 65 days):
            its totals, each day, its campaigns matched with this audit, and its top search terms.
          </Typography>
          {zone}
        </Stack>
      )}
      {report && (
        <>
          {replacing && !upload.isSuccess ? zone : (
            <Button variant="outlined" onClick={() => { upload.reset(); setReplacing(true); }} sx={{ alignSelf: 'flex-start' }}>Upload another report</Button>
          )}
          <CurrencyProvider currency={currency}>
            <SearchTermReportView report={report} currency={currency} />
          </CurrencyProvider>
        </>
      )}
    </Stack>
  );
}
