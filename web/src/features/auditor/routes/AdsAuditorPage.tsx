import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { AuditorSessionProvider, type AuditorSession } from '../api/auditor-session';
import type { LoadedAudit, LoadedBusinessReport } from '../api/types';
import { useLatestAudit } from '../api/use-latest-audit';
import { useLatestBusinessReport } from '../api/use-latest-business-report';
import { AuditorLoading } from '../components/AuditorLoading';
import { AuditorTabs } from '../components/AuditorTabs';
import { BulkUploadScreen } from '../upload/BulkUploadScreen';
import { BusinessReportPanel } from '../upload/BusinessReportPanel';
import { StatusPanel } from '../upload/StatusPanel';
import { checkBulkFile } from '../upload/upload-rules';
import { useBulkUpload } from '../upload/use-bulk-upload';

/** /dashboard/bulk-campaigns: upload, status, and once an audit is loaded its four tabs. */
export function AdsAuditorPage() {
  const queryClient = useQueryClient();
  const latest = useLatestAudit();
  // The audit on screen: a fresh upload's, else the latest processed one; null after 'Upload New File'.
  const [uploaded, setUploaded] = useState<LoadedAudit | null | undefined>(undefined);
  const audit = uploaded === undefined ? latest.data ?? null : uploaded;
  const latestReport = useLatestBusinessReport(audit?.upload_id);
  const [report, setReport] = useState<{ uploadId: number; report: LoadedBusinessReport } | null>(null);
  const businessReport = audit && report?.uploadId === audit.upload_id ? report.report : (latestReport.data ?? null);

  const onAuditLoaded = useCallback((loaded: LoadedAudit) => {
    setUploaded(loaded);
    setReport(null);
    queryClient.setQueryData(['business-reports', 'latest', loaded.upload_id], null);
  }, [queryClient]);
  const { state, upload, reset, refuse } = useBulkUpload(onAuditLoaded);
  const [selected, setSelected] = useState<{ name: string; size: number } | null>(null);

  const onFile = (file: File) => {
    setSelected({ name: file.name, size: file.size });
    const refused = checkBulkFile(file);
    if (refused) refuse(refused);
    else void upload(file);
  };
  const uploadNewFile = () => {
    reset();
    setUploaded(null);
    setSelected(null);
  };

  const session = useMemo<AuditorSession | null>(() => audit && {
    audit,
    businessReport,
    searchTermsProcessing: state.searchTermsProcessing,
    onBusinessReportLoaded: (loaded) => setReport({ uploadId: audit.upload_id, report: loaded }),
  }, [audit, businessReport, state.searchTermsProcessing]);

  const busy = state.status === 'processing' || state.status === 'pending';
  const showUpload = !session && !busy;

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h4" component="h1">Ads Auditor</Typography>
          {session && (
            <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {session.audit.file_name} · {session.audit.campaigns.length.toLocaleString('en-US')} campaigns
            </Typography>
          )}
        </div>
        {session && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={uploadNewFile} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Upload New File
          </Button>
        )}
      </Stack>

      {latest.isPending && uploaded === undefined && <AuditorLoading />}
      {latest.isError && uploaded === undefined && (
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
