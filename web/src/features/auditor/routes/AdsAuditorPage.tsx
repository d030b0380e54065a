import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import HistoryIcon from '@mui/icons-material/History';
import { ACCOUNTS_KEY, useCurrentAccount } from '../../accounts';
import { HISTORY_KEY, ReopenedAuditNotice, useReopenedUpload } from '../../history';
import { ReportActions } from '../../reports';
import { AuditorSessionProvider, type AuditorSession } from '../api/auditor-session';
import type { LoadedAudit, LoadedBusinessReport } from '../api/types';
import { latestAuditKey, useLatestAudit, useUploadAudit } from '../api/use-latest-audit';
import { useLatestBusinessReport } from '../api/use-latest-business-report';
import { AuditorLoading } from '../components/AuditorLoading';
import { AuditorTabs } from '../components/AuditorTabs';
import { BulkUploadScreen } from '../upload/BulkUploadScreen';
import { BusinessReportPanel } from '../upload/BusinessReportPanel';
import { StatusPanel } from '../upload/StatusPanel';
import { checkBulkFile } from '../upload/upload-rules';
import { useBulkUpload } from '../upload/use-bulk-upload';
import { useBulkUploadLimit } from '../upload/use-bulk-upload-limit';

// Loaded when first opened: most visits never show the history.
const HistoryPanel = lazy(() => import('../../history/components/HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

/** /dashboard/bulk-campaigns: upload, status, and once an audit is loaded its four tabs, for the ad account on screen. */
export function AdsAuditorPage() {
  const { accountId, ready } = useCurrentAccount();
  // Another account starts afresh: its own latest audit, no upload or report of the previous one.
  return ready ? <AccountAuditor key={accountId ?? 'default'} accountId={accountId} /> : <AuditorLoading />;
}

function AccountAuditor({ accountId }: { accountId: number | null }) {
  const queryClient = useQueryClient();
  const latest = useLatestAudit(accountId);
  const [reopenedId, reopen, backToLatest] = useReopenedUpload();
  const reopened = useUploadAudit(reopenedId, accountId);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The audit on screen: one reopened from the history, a fresh upload's, else the latest processed one; null after 'Upload New File'.
  const [uploaded, setUploaded] = useState<LoadedAudit | null | undefined>(undefined);
  const audit = reopenedId !== null ? (reopened.data ?? null) : uploaded === undefined ? latest.data ?? null : uploaded;
  const latestReport = useLatestBusinessReport(audit?.upload_id);
  const [report, setReport] = useState<{ uploadId: number; report: LoadedBusinessReport } | null>(null);
  const businessReport = audit && report?.uploadId === audit.upload_id ? report.report : (latestReport.data ?? null);

  const onAuditLoaded = useCallback((loaded: LoadedAudit) => {
    setUploaded(loaded);
    setReport(null);
    backToLatest();
    queryClient.setQueryData(['business-reports', 'latest', loaded.upload_id], null);
    queryClient.setQueryData(latestAuditKey(accountId), loaded);
    void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  }, [queryClient, accountId, backToLatest]);
  const { state, upload, reset, refuse } = useBulkUpload(onAuditLoaded, accountId ?? undefined);
  const [selected, setSelected] = useState<{ name: string; size: number } | null>(null);
  const maxUploadMb = useBulkUploadLimit();

  const onFile = (file: File) => {
    setSelected({ name: file.name, size: file.size });
    const refused = checkBulkFile(file, maxUploadMb);
    if (refused) refuse(refused);
    else void upload(file);
  };
  const uploadNewFile = () => {
    reset();
    setUploaded(null);
    setSelected(null);
    backToLatest();
  };
  const openFromHistory = (uploadId: number) => {
    reopen(uploadId);
    setHistoryOpen(false);
  };
  const showLatest = () => {
    setUploaded(undefined);
    backToLatest();
  };

  const session = useMemo<AuditorSession | null>(() => audit && {
    audit,
    accountId,
    uploadId: reopenedId,
    businessReport,
    searchTermsProcessing: state.searchTermsProcessing,
    onBusinessReportLoaded: (loaded) => setReport({ uploadId: audit.upload_id, report: loaded }),
  }, [audit, accountId, reopenedId, businessReport, state.searchTermsProcessing]);

  const busy = state.status === 'processing' || state.status === 'pending';
  const opening = reopenedId !== null && reopened.isPending;
  const showUpload = !session && !busy && reopenedId === null;

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography variant="h4" component="h1">Ads Auditor</Typography>
          {session && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {session.audit.file_name} · {session.audit.campaigns.length.toLocaleString('en-US')} campaigns
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0, justifyContent: { sm: 'flex-end' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <Button variant={historyOpen ? 'contained' : 'outlined'} startIcon={<HistoryIcon />} onClick={() => setHistoryOpen((open) => !open)} aria-expanded={historyOpen} aria-controls="upload-history">
            History
          </Button>
          {session && <ReportActions audit={session.audit} accountId={accountId} businessReport={businessReport} />}
          {session && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={uploadNewFile}>
              Upload New File
            </Button>
          )}
        </Stack>
      </Stack>

      {historyOpen && (
        <div id="upload-history">
          <Suspense fallback={<AuditorLoading label="Loading the history..." />}>
            <HistoryPanel accountId={accountId} shownUploadId={audit?.upload_id ?? null} onOpen={(chosen) => openFromHistory(chosen.id)} />
          </Suspense>
        </div>
      )}
      {reopenedId !== null && (
        <ReopenedAuditNotice audit={reopened.data ?? null} failed={reopened.isError} onBackToLatest={showLatest} />
      )}
      {opening && <AuditorLoading label="Opening the earlier audit..." />}
      {reopenedId === null && latest.isPending && uploaded === undefined && <AuditorLoading />}
      {reopenedId === null && latest.isError && uploaded === undefined && (
        <Alert severity="error">Your latest audit could not be loaded. Upload a file, or reload the page to try again.</Alert>
      )}
      {showUpload && !(latest.isPending && uploaded === undefined) && (
        <BulkUploadScreen onFile={onFile} selected={selected} disabled={busy} />
      )}
      <StatusPanel state={state} />
      {state.message && (
        <Alert severity={state.message.toLowerCase().includes('success') ? 'success' : 'error'} role="alert">
          {state.message}
        </Alert>
      )}
      {session && (
        <AuditorSessionProvider value={session}>
          <BusinessReportPanel />
          <AuditorTabs />
        </AuditorSessionProvider>
      )}
    </Stack>
  );
}
