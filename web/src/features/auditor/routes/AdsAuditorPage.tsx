import { Suspense, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { currencyCodeOf, DEFAULT_CURRENCY } from '@ads-auditor/audit';
import { ACCOUNTS_KEY, CurrencyProposal, useCurrentAccount, type AdAccount } from '../../accounts';
import { HISTORY_KEY, HistoryPanel, ReopenedAuditNotice, useReopenedUpload, useUploadPeriod } from '../../history';
import { ReportActions } from '../../reports';
import {
  AuditorSessionProvider, CurrencyProvider, checkBulkFile, latestAuditKey, useBulkUploadLimit, useLatestAudit, useLatestBusinessReport,
  useSearchTermsProcessing, useUploadAudit, checkPrivateFile, type AuditorSession, type LoadedAudit, type LoadedBusinessReport,
} from '../../audit-session';
import { AuditorLoading } from '../../../components/loading/AuditorLoading';
import { AuditorTabs, preloadFirstTabs } from '../components/AuditorTabs';
import { HistoryButton } from '../components/HistoryButton';
import { BulkUploadScreen } from '../upload/BulkUploadScreen';
import { BusyRetryNotice } from '../upload/BusyRetryNotice';
import { BusinessReportPanel } from '../upload/BusinessReportPanel';
import { StatusPanel } from '../upload/StatusPanel';
import { PrivateAuditStatus } from '../upload/PrivateAuditStatus';
import { BrowserResultStatus } from '../upload/BrowserResultStatus';
import { UploadMessage } from '../upload/UploadMessage';
import { useFileAudit } from '../upload/use-file-audit';
import { EMPTY_PERIOD, periodDraftProblem, type PeriodDraft } from '../../../components/form/PeriodFields';

/** /dashboard/bulk-campaigns: upload, status, and once an audit is loaded its tabs, for the ad account on screen. */
export function AdsAuditorPage() {
  const { accountId, account, ready } = useCurrentAccount();
  // Another account starts afresh: its own latest audit, no upload or report of the previous one.
  return ready ? <AccountAuditor key={accountId ?? 'default'} accountId={accountId} account={account} /> : <AuditorLoading />;
}

function AccountAuditor({ accountId, account }: { accountId: number | null; account: AdAccount | null }) {
  const queryClient = useQueryClient();
  const latest = useLatestAudit(accountId);
  const [reopenedId, reopen, backToLatest] = useReopenedUpload();
  const reopened = useUploadAudit(reopenedId, accountId);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The audit on screen: one reopened from the history, a fresh upload's, else the latest processed one; null after 'Upload New File'.
  const [uploaded, setUploaded] = useState<LoadedAudit | null | undefined>(undefined);
  const [privateOn, setPrivateOn] = useState(false);
  const onAuditLoaded = useCallback((loaded: LoadedAudit) => {
    setUploaded(loaded);
    setReport(null);
    backToLatest();
    queryClient.setQueryData(latestAuditKey(accountId), loaded);
    void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  }, [queryClient, accountId, backToLatest]);
  const chosen = useFileAudit(onAuditLoaded, accountId ?? undefined);
  // This browser's audit of the chosen file, while it is on screen: a private audit's, or one
  // shown while the upload runs. It is nowhere on the server: nothing is asked about it there.
  const local = reopenedId === null ? chosen.shown : null;
  const stored = reopenedId !== null ? (reopened.data ?? null) : uploaded === undefined ? latest.data ?? null : uploaded;
  const audit = local ?? stored;
  const serverUploadId = local ? undefined : audit?.upload_id;
  const latestReport = useLatestBusinessReport(serverUploadId);
  const [report, setReport] = useState<{ uploadId: number; report: LoadedBusinessReport } | null>(null);
  const businessReport = audit && report?.uploadId === audit.upload_id ? report.report : (latestReport.data ?? null);
  const uploadPeriod = useUploadPeriod(serverUploadId);
  const [privatePeriod, setPrivatePeriod] = useState<PeriodDraft | null>(null);
  // The browser's audit's period is the one given on the upload screen, if any (no upload keeps it yet).
  const period = local ? privatePeriod : uploadPeriod.data?.period_source === 'set' ? uploadPeriod.data.date_range : null;

  const state = chosen.uploadState;
  const [selected, setSelected] = useState<{ name: string; size: number } | null>(null);
  const [periodDraft, setPeriodDraft] = useState<PeriodDraft>(EMPTY_PERIOD);
  const maxUploadMb = useBulkUploadLimit();

  const onFile = (file: File) => {
    setSelected({ name: file.name, size: file.size });
    const refused = (privateOn ? checkPrivateFile(file) : checkBulkFile(file, maxUploadMb)) ?? periodDraftProblem(periodDraft);
    if (refused) {
      chosen.reset();
      chosen.refuse(refused);
      return;
    }
    preloadFirstTabs();
    const period = periodDraft.start ? periodDraft : undefined;
    setPrivatePeriod(period ?? null);
    chosen.start({ file, privateAudit: privateOn, period, currency: account?.currency ?? DEFAULT_CURRENCY });
  };
  const uploadNewFile = () => {
    chosen.reset();
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

  const serverSearchTermsProcessing = useSearchTermsProcessing(audit?.search_terms_task);
  // The browser reads the search terms of its own file; they answer until the server can (failing
  // them, the server's task is waited for). The insights stay the browser's: the same lists, sooner.
  const browserAnswers = reopenedId === null ? chosen.local : null;
  const browserSearchTerms = browserAnswers && (local !== null || serverSearchTermsProcessing) ? browserAnswers : null;
  const searchTermsProcessing = browserSearchTerms ? chosen.browserSearchTermsReading : serverSearchTermsProcessing;
  const privateAudit = chosen.role === 'private' && local !== null;

  const session = useMemo<AuditorSession | null>(() => audit && {
    audit,
    accountId,
    uploadId: reopenedId,
    businessReport,
    period,
    searchTermsProcessing,
    privateAudit,
    serverOff: local ? chosen.serverOff : null,
    local: browserAnswers,
    browserSearchTerms,
    pendingCampaigns: local ? chosen.pendingCampaigns : null,
    onBusinessReportLoaded: (loaded) => setReport({ uploadId: audit.upload_id, report: loaded }),
  }, [audit, accountId, reopenedId, businessReport, period, searchTermsProcessing, privateAudit, local, chosen.serverOff, browserAnswers, browserSearchTerms, chosen.pendingCampaigns]);

  // The audit's tabs render again when the session changes, not with the page's other state: the
  // upload's progress changes many times a second, and a big account's tabs take tens of ms to render.
  const auditView = useMemo(() => session && (
    <AuditorSessionProvider value={session}>
      <BusinessReportPanel />
      <AuditorTabs />
    </AuditorSessionProvider>
  ), [session]);

  // The account's currency as it is now (a change shows at once), else the one the audit was answered with.
  const currency = currencyCodeOf(account?.currency ?? audit?.currency ?? DEFAULT_CURRENCY) ?? DEFAULT_CURRENCY;
  const busy = chosen.busy;
  const opening = reopenedId !== null && reopened.isPending;
  const showUpload = !session && !busy && reopenedId === null;

  return (
    <CurrencyProvider currency={currency}>
      <Stack spacing={{ xs: 1.5, sm: 2.5 }} sx={{ minWidth: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 1.5 }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 34 } }}>Ads Auditor</Typography>
            {session && (
              <Typography color="text.secondary" title={session.audit.file_name} sx={{ overflowWrap: 'anywhere', typography: { xs: 'body2', sm: 'body1' } }}>
                {session.audit.file_name} · {(session.pendingCampaigns ?? session.audit.campaigns.length).toLocaleString('en-US')} campaigns
              </Typography>
            )}
          </Box>
          {/* Smaller buttons on a phone: the page's actions take one or two short rows above the audit. */}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              flexWrap: 'wrap', flexShrink: 0, justifyContent: { sm: 'flex-end' }, alignSelf: { xs: 'flex-start', sm: 'center' },
              '& .MuiButton-root': { fontSize: { xs: 13, sm: 14 }, px: { xs: 1.25, sm: 2 }, py: { xs: 0.25, sm: 0.75 } },
            }}
          >
            <HistoryButton open={historyOpen} onToggle={() => setHistoryOpen((open) => !open)} serverOff={privateAudit ? session?.serverOff ?? null : null} />
            {session && (
              <ReportActions
                audit={session.audit} accountId={accountId} businessReport={businessReport} period={period} serverOff={session.serverOff ?? null}
                campaignsPending={session.pendingCampaigns != null}
              />
            )}
            {session && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={uploadNewFile}>
                Upload New File
              </Button>
            )}
          </Stack>
        </Stack>

        {historyOpen && !privateAudit && (
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
        {/* Above the upload screen: on a phone it is read without scrolling. */}
        {state.retryAt !== null && <BusyRetryNotice retryAt={state.retryAt} fileName={state.fileName} onCancel={chosen.reset} />}
        {showUpload && !(latest.isPending && uploaded === undefined) && (
          <BulkUploadScreen
            onFile={onFile} selected={selected} disabled={busy} period={periodDraft} onPeriodChange={setPeriodDraft}
            privateAudit={privateOn} onPrivateAuditChange={setPrivateOn}
          />
        )}
        {privateAudit && <PrivateAuditStatus state={chosen.browserState} />}
        <BrowserResultStatus serverOnlyNote={chosen.serverOnlyNote} showing={local !== null && !privateAudit} uploadFailed={state.status === 'failed'} />
        <StatusPanel state={state} compact={local !== null} />
        <UploadMessage message={state.message} severity={state.severity} />
        {session && !local && <CurrencyProposal account={account} workbookCurrency={session.audit.workbook_currency} />}
        {auditView}
      </Stack>
    </CurrencyProvider>
  );
}
