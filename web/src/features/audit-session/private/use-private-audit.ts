import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CancelError } from '../../../lib/api-errors';
import { primeAccountHealth } from '../health/account-health';
import type { LoadedAudit } from '../api/types';
import { LocalAuditClient, type LocalAudit } from './local-audit-client';
import { takeLocalAuditThread } from './local-audit-thread';
import type { LocalAuditAnswer, LocalAuditStart, ReadSearchTerms } from './local-audit-messages';
import { AuditAssembly } from './audit-hand-over';
import { CampaignIntake } from './campaign-intake';

export interface PrivateAuditState {
  status: 'idle' | 'auditing' | 'done' | 'failed';
  fileName: string | null;
  /** The failure's message ('failed' only). */
  message: string | null;
  /** The audit made in this browser ('done' only). */
  audit: LoadedAudit | null;
  /** The search terms, read after the audit is shown ('done' only): the Insights and the search terms dialog wait for them. */
  searchTerms: 'reading' | 'ready' | 'failed' | null;
  /**
   * While the campaigns are still taken in, how many there are: the audit is then its head alone
   * (campaigns empty), enough for the Summary. Null once the audit is whole.
   */
  pendingCampaigns: number | null;
}

const IDLE: PrivateAuditState = { status: 'idle', fileName: null, message: null, audit: null, searchTerms: null, pendingCampaigns: null };
/** The worker itself failed (most often: out of memory on a large file). */
const WORKER_FAILED = 'The browser could not audit this file: it may be too large for it to hold. Turn off Private audit to audit it on the server.';
/** The worker failed after the audit (most often: out of memory while reading the search terms). */
export const SEARCH_TERMS_WORKER_FAILED = "The browser could not read this file's search terms: it may be too large for it to hold.";

/**
 * Audits a workbook in a Web Worker: the file is read here and never sent anywhere. The worker
 * stays while the audit is on screen and answers `queries` (null until the audit is done) with
 * the search terms it keeps; reset() and the next run() end it.
 */
export function usePrivateAudit() {
  const [state, setState] = useState<PrivateAuditState>(IDLE);
  const [queries, setQueries] = useState<LocalAudit | null>(null);
  const worker = useRef<{ thread: Worker; client: LocalAuditClient; intake: CampaignIntake; searchTermsAsked: boolean } | null>(null);

  const stop = useCallback(() => {
    const current = worker.current;
    worker.current = null;
    if (!current) return;
    current.thread.terminate();
    current.client.end(new CancelError());
  }, []);
  useEffect(() => stop, [stop]);

  // Once the Summary made from the head has been drawn (after its frame), the page takes the
  // campaigns in and the worker reads the search terms meanwhile: the Insights wait for those, and
  // a big account's take seconds. Without a Summary from the head, both start once the whole audit
  // is drawn. A hidden tab draws no frame: there they start at once.
  const headOnScreen = state.status === 'done' && state.pendingCampaigns !== null;
  const shown = state.status === 'done' && state.pendingCampaigns === null ? state.audit : null;
  useEffect(() => {
    const connection = worker.current;
    if ((!headOnScreen && !shown) || !connection) return;
    const start = () => {
      connection.intake.open();
      if (connection.searchTermsAsked) return;
      connection.searchTermsAsked = true;
      connection.thread.postMessage({ kind: 'readSearchTerms' } satisfies ReadSearchTerms);
    };
    if (document.hidden) {
      start();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
    document.addEventListener('visibilitychange', start, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [headOnScreen, shown]);

  /** The campaigns are taken in now, frame or not (the server's result waits for the whole audit). */
  const takeCampaignsNow = useCallback(() => worker.current?.intake.open(), []);

  const run = useCallback((file: File, currency: string, period: { start: string; end: string } | null = null) => {
    stop();
    setQueries(null);
    setState({ ...IDLE, status: 'auditing', fileName: file.name });
    // Made ahead (with the upload screen), the worker reads the file at once.
    const thread = takeLocalAuditThread();
    const client = new LocalAuditClient((question) => thread.postMessage(question));
    let assembly: AuditAssembly | null = null;
    let told: Extract<LocalAuditAnswer, { kind: 'health' }> | null = null;
    const intake = new CampaignIntake((part) => {
      if (worker.current !== connection || !assembly) return;
      assembly.add(part);
      const whole = assembly.audit();
      if (whole && told) show(whole, null);
    });
    const connection = { thread, client, intake, searchTermsAsked: false };
    worker.current = connection;
    const searchTerms = (value: PrivateAuditState['searchTerms']) => setState((s) => ({ ...s, searchTerms: value }));
    // The Summary is shown once the head and the health are in (the worker computes the health right
    // after the head); the campaigns come next, and the audit on screen is then the whole one.
    let headShown = false;
    const show = (audit: LoadedAudit, pendingCampaigns: number | null) => {
      if (told?.health) primeAccountHealth(audit, told.about, told.health);
      const update = () => {
        setState((s) => (s.status === 'done'
          ? { ...s, audit, pendingCampaigns }
          : { ...IDLE, status: 'done', fileName: file.name, audit, searchTerms: 'reading', pendingCampaigns }));
        setQueries(client);
      };
      // The whole audit, once the Summary from its head is on screen, renders in slices that leave
      // the page free to answer (a big account's campaigns took a long task to render at once).
      if (pendingCampaigns === null && headShown) startTransition(update);
      else update();
      if (pendingCampaigns !== null) headShown = true;
    };
    thread.onmessage = (event: MessageEvent<LocalAuditAnswer>) => {
      if (worker.current !== connection) return;
      const answer = event.data;
      if (answer.kind === 'answer') client.receive(answer);
      else if (answer.kind === 'searchTerms') searchTerms(answer.ok ? 'ready' : 'failed');
      else if (answer.kind === 'health') {
        if (!assembly) return;
        told = answer;
        const whole = assembly.audit();
        // Without the worker's health the page computes it, which needs the campaigns: it waits for them.
        if (whole) show(whole, null);
        else if (answer.health) show(assembly.withoutCampaigns(), assembly.campaignCount);
        // No Summary from the head (the page computes the health from the campaigns): nothing to wait for.
        else intake.open();
      } else if (answer.kind === 'campaigns') {
        intake.receive(answer);
      } else if (answer.ok) {
        assembly = new AuditAssembly(answer);
      } else {
        stop();
        setState({ ...IDLE, status: 'failed', fileName: file.name, message: answer.message });
      }
    };
    thread.onerror = () => {
      if (worker.current !== connection) return;
      // After the whole audit its result stays on screen: only the questions fail (none can be
      // answered now). Before, the audit is not there (a Summary without its campaigns goes too).
      // The parts still held are all the worker sent.
      intake.flush();
      worker.current = null;
      thread.terminate();
      client.end(new Error(SEARCH_TERMS_WORKER_FAILED));
      const whole = assembly?.audit() ?? null;
      if (whole) show(whole, null);
      setState((s) => (s.status === 'done' && s.pendingCampaigns === null
        ? { ...s, searchTerms: 'failed' }
        : { ...IDLE, status: 'failed', fileName: file.name, message: WORKER_FAILED }));
    };
    const request: LocalAuditStart = { kind: 'audit', file, fileName: file.name, currency, period };
    thread.postMessage(request);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setQueries(null);
    setState(IDLE);
  }, [stop]);

  return { state, run, reset, queries, takeCampaignsNow };
}
