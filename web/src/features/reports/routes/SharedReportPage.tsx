import { useMemo } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/layout/PageTitle';
import { ApiError } from '../../../lib/api-errors';
import { useSharedReport } from '../api/shares-api';
import { SharedReportView } from '../components/SharedReportView';
import { fromSharedReport } from '../report-model';

export const LINK_GONE_TITLE = 'This report link has expired or was revoked';

/** /r/:token: a shared audit report, read-only, no sign-in; never indexed. */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const shared = useSharedReport(token);
  const report = useMemo(() => (shared.data ? fromSharedReport(shared.data) : null), [shared.data]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageTitle title={report ? `${report.accountName} - audit report` : 'Audit report'} />
      {/* React hoists it into <head> while the page is shown; the server also sends X-Robots-Tag. */}
      <meta name="robots" content="noindex" />
      {shared.isPending && (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
          <CircularProgress size={28} />
          <Typography>Loading the report...</Typography>
        </Stack>
      )}
      {shared.isError && (
        shared.error instanceof ApiError && shared.error.status === 404 ? (
          <Alert severity="warning" role="alert">
            <AlertTitle>{LINK_GONE_TITLE}</AlertTitle>
            Ask the person who sent it for a new link.
          </Alert>
        ) : (
          <Alert severity="error" role="alert">The report could not be loaded. Reload the page to try again.</Alert>
        )
      )}
      {report && shared.data && <SharedReportView report={report} expiresAt={shared.data.expires_at} />}
    </Container>
  );
}
