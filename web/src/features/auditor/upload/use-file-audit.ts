// One chosen workbook, audited two ways at once: in this browser (a Web Worker), whose result
// shows as soon as it is ready, and on the server, whose result replaces it when the upload
// completes. With 'Private audit' only the browser's runs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { jsonEqual } from '../../../lib/json-equal';
import {
  PRIVATE_AUDIT_MAX_MB, PRIVATE_AUDIT_REASON, useBulkUpload, usePrivateAudit, type AuditorSession, type HeldResult, type LoadedAudit,
} from '../../audit-session';
import { useInsightsAskedAhead } from './use-insights-asked-ahead';

/** Said by each feature that needs the server while the browser's result is on screen and the upload runs. */
export const SERVER_PENDING_REASON = 'Available once the upload completes: the audit on screen was made in this browser while the file uploads.';
/** Said by the same features when the upload failed and the browser's result stays on screen. */
export const UPLOAD_FAILED_REASON = 'Not available: the upload failed, so nothing is stored on the server. Upload the file again to use it.';
/** Above the browser's limit the file goes to the server alone. */
export const SERVER_ONLY_NOTE = `This file is over the ${PRIVATE_AUDIT_MAX_MB} MB a browser can audit, so the results appear once the server has audited it.`;

const MB = 1024 * 1024;

/** How long a completed server audit waits for this browser's, still running, before being downloaded. */
export const HELD_RESULT_WAIT_MS = 3000;

/** A browser without workers or streamed inflating leaves the audit to the server, as it did before either existed. */
const browserCanAudit = () => typeof Worker !== 'undefined' && typeof DecompressionStream !== 'undefined';

/**
 * - 'private': the browser's result is all there is.
 * - 'preview': the browser's result is (or will be) on screen while the upload runs.
 * - 'served': the server's result replaced it; the browser still answers search terms and insights.
 * - 'server': the file is too large for the browser: the server alone audits it.
 */
type BrowserRole = 'private' | 'preview' | 'served' | 'server';

export interface ChosenFile {
  file: File;
  privateAudit: boolean;
  period?: { start: string; end: string };
  currency: string;
}

/**
 * The server's result, holding this browser's own objects where they hold the same data (they do:
 * both are made by the same engine from the same bytes). What the tabs computed from them is then
 * not computed again, and nothing on screen is rebuilt when the one replaces the other.
 */
export function withBrowserParts(server: LoadedAudit, browser: LoadedAudit | null): LoadedAudit {
  if (!browser) return server;
  const same = <K extends 'summary' | 'campaigns' | 'report'>(key: K) => (jsonEqual(server[key], browser[key]) ? browser[key] : server[key]);
  return { ...server, summary: same('summary'), campaigns: same('campaigns'), report: same('report') };
}

export function useFileAudit(onServerResult: (audit: LoadedAudit) => void, accountId?: number) {
  const [role, setRole] = useState<BrowserRole | null>(null);
  /** Said when the file goes to the server alone because the browser cannot hold it. */
  const [serverOnlyNote, setServerOnlyNote] = useState<string | null>(null);
  // Names each chosen file's browser audit (the key of what the browser answers).
  const [runId, setRunId] = useState(0);
  const local = usePrivateAudit();
  // The browser's whole audit (its Summary may show before, from the head alone).
  const browserResult = local.state.pendingCampaigns === null ? local.state.audit : null;
  const onUploaded = useCallback((audit: LoadedAudit) => {
    setRole((current) => (current === 'preview' ? 'served' : current));
    setServerOnlyNote(null);
    onServerResult(role === 'preview' ? withBrowserParts(audit, browserResult) : audit);
  }, [onServerResult, role, browserResult]);
  // The browser's result on screen is offered to the upload: when the server's is the same, it is
  // not downloaded (and parsed, and compared) again.
  const auditing = local.state.status === 'auditing' || local.state.pendingCampaigns !== null;
  const shownNow = useRef({ role, browserResult, local: local.queries, auditing });
  const changed = useRef(new Set<() => void>());
  useEffect(() => {
    shownNow.current = { role, browserResult, local: local.queries, auditing };
    for (const wake of changed.current) wake();
    changed.current.clear();
  }, [role, browserResult, local.queries, auditing]);
  const { run: runLocal, reset: resetLocal, takeCampaignsNow } = local;
  const heldResult = useCallback(async (uploadId: number): Promise<HeldResult | null> => {
    // A server quicker than this browser: its result waits a little for the browser's (it comes
    // anyway, and one result taken in is less work than two), then is downloaded.
    const deadline = Date.now() + HELD_RESULT_WAIT_MS;
    takeCampaignsNow();
    while (shownNow.current.role === 'preview' && shownNow.current.auditing && Date.now() < deadline) {
      await new Promise<void>((wake) => {
        changed.current.add(wake);
        setTimeout(wake, deadline - Date.now());
      });
    }
    const { role: now, browserResult: audit, local: worker } = shownNow.current;
    if (now !== 'preview' || !audit || !worker) return null;
    const digest = await worker.resultDigest(uploadId);
    return { etag: `"${digest}"`, audit: { ...audit, upload_id: uploadId } };
  }, [takeCampaignsNow]);
  const upload = useBulkUpload(onUploaded, accountId, heldResult);

  const { upload: sendFile, reset: resetUpload } = upload;

  const start = useCallback(({ file, privateAudit, period, currency }: ChosenFile) => {
    setRunId((n) => n + 1);
    resetLocal();
    setServerOnlyNote(null);
    if (privateAudit) {
      resetUpload();
      setRole('private');
      runLocal(file, currency, period ?? null);
      return;
    }
    const tooLarge = file.size > PRIVATE_AUDIT_MAX_MB * MB;
    const inBrowser = !tooLarge && browserCanAudit();
    setRole(inBrowser ? 'preview' : 'server');
    setServerOnlyNote(tooLarge ? SERVER_ONLY_NOTE : null);
    if (inBrowser) runLocal(file, currency, period ?? null);
    void sendFile(file, period, { progress: !inBrowser });
  }, [runLocal, resetLocal, sendFile, resetUpload]);

  const reset = useCallback(() => {
    resetLocal();
    resetUpload();
    setRole(null);
    setServerOnlyNote(null);
  }, [resetLocal, resetUpload]);

  const uploadFailed = upload.state.status === 'failed';
  /** The browser's result, while it is the one to show (else the page shows the server's). */
  const shown = role === 'private' || role === 'preview' ? local.state.audit : null;
  let serverOff: string | null = null;
  if (role === 'private') serverOff = PRIVATE_AUDIT_REASON;
  else if (shown) serverOff = uploadFailed ? UPLOAD_FAILED_REASON : SERVER_PENDING_REASON;

  // The browser answers the search terms and insights of its own file, unless it could not read them.
  const queries = local.queries;
  const searchTerms = local.state.searchTerms;
  const answers = useMemo<AuditorSession['local']>(() => {
    if (!queries || searchTerms === 'failed' || role === null || role === 'server') return null;
    return { key: `browser-${runId}`, insights: (settings, signal) => queries.insights(settings, signal), searchTermsPage: (id, query, signal) => queries.searchTermsPage(id, query, signal) };
  }, [queries, searchTerms, role, runId]);

  useInsightsAskedAhead(queries, accountId);

  return {
    start,
    reset,
    /** The server upload's state (status panel, messages). */
    uploadState: upload.state,
    refuse: upload.refuse,
    /** The browser audit's state: its progress and failure are shown for a private audit only. */
    browserState: local.state,
    role,
    serverOnlyNote,
    shown,
    /** While the browser's audit on screen is its head alone (the Summary), how many campaigns are still taken in. */
    pendingCampaigns: shown ? local.state.pendingCampaigns : null,
    serverOff,
    local: answers,
    /** The browser's search terms are still being read (while they answer for the audit on screen). */
    browserSearchTermsReading: answers !== null && searchTerms === 'reading',
    busy: upload.state.status === 'processing' || upload.state.status === 'pending' || local.state.status === 'auditing',
  };
}
