// The upload flow: upload, watch the bulk task (its event stream, else polling), fetch its result
// with retries. Past the polling time-out the task is still watched, slower, and its result shown when
// it comes; a busy server (503 with Retry-After) gets the same file again by itself.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, serverDetail } from '../../../lib/api-errors';
import { getTaskResult, getTaskStatus, SAME_RESULT, ServerBusyError, uploadBulkFile } from '../api/auditor-api';
import { fetchResultWithRetry, POLL_TIMEOUT_MESSAGE, watchTask } from '../api/task-polling';
import { taskEventStream } from '../api/task-stream';
import type { BulkUploadAccepted, LoadedAudit, TaskStatusValue } from '../api/types';

export const SUCCESS_MESSAGE = 'File processed successfully.';
export const SUCCESS_CLEAR_MS = 1000;
export const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';
export const PROCESSING_FAILED_MESSAGE = 'Processing failed. Please try again.';
export const UPLOAD_OR_PROCESSING_FAILED_MESSAGE = 'Upload or processing failed. Please try again.';
export const LATE_RESULT_MESSAGE = 'The audit finished after this page stopped waiting for it. Its result is shown below.';

export type MessageSeverity = 'success' | 'info' | 'warning' | 'error';

export interface BulkUploadState {
  /** null before any upload (or after 'Upload New File'). */
  status: TaskStatusValue | null;
  /** The line under the upload area, and how it reads (green success, red error...). */
  message: string;
  severity: MessageSeverity;
  /** The task's own progress message, shown in the status panel. */
  progressMessage: string | null;
  /** The failed task's error logs, shown in the status panel. */
  errorLogs: string | null;
  /** Share of the file sent, 0..1, while it uploads. */
  uploadProgress: number | null;
  fileName: string | null;
  /** Past the time-out: the task is still watched, more slowly. */
  late: boolean;
  /** The server was busy: the same file goes again at this time (ms since the epoch). */
  retryAt: number | null;
}

const IDLE: BulkUploadState = {
  status: null, message: '', severity: 'error', progressMessage: null, errorLogs: null, uploadProgress: null, fileName: null, late: false, retryAt: null,
};

/**
 * A result this page already holds for the upload (this browser's audit of the same file, as the
 * server would answer it) and its ETag, the digest of its JSON text.
 */
export interface HeldResult {
  etag: string;
  audit: LoadedAudit;
}

/**
 * Uploads go to the ad account `accountId` (the default account when undefined).
 * `heldResult`: asked once the server's audit is complete, for a result this page already holds;
 * when the server's is the same (304) it is not downloaded, and the held one is loaded.
 */
export function useBulkUpload(onAuditLoaded: (audit: LoadedAudit) => void, accountId?: number, heldResult?: (uploadId: number) => Promise<HeldResult | null>) {
  const [state, setState] = useState<BulkUploadState>(IDLE);
  const run = useRef<AbortController | null>(null);
  // The result comes seconds after the upload started: it goes to the page's callback as it is
  // then, not as it was (one made at the start would set the address from before the reader
  // opened a tab or filtered the table meanwhile, undoing both).
  const loaded = useRef(onAuditLoaded);
  const held = useRef(heldResult);
  useEffect(() => {
    loaded.current = onAuditLoaded;
    held.current = heldResult;
  }, [onAuditLoaded, heldResult]);
  const patch = useCallback((next: Partial<BulkUploadState>) => setState((s) => ({ ...s, ...next })), []);

  useEffect(() => () => run.current?.abort(), []);

  // The success message goes once the data has loaded.
  useEffect(() => {
    if (state.message !== SUCCESS_MESSAGE) return;
    const timer = setTimeout(() => patch({ message: '' }), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.message, patch]);

  const followAudit = useCallback(async (started: BulkUploadAccepted, signal: AbortSignal) => {
    let late = false;
    const task = await watchTask((s) => getTaskStatus(started.bulk_task_id, s), {
      openStream: taskEventStream(started.bulk_task_id),
      signal,
      onUpdate: (t) => patch({ status: t.status, progressMessage: t.progress_message }),
      onTimedOut: () => {
        late = true;
        patch({ late: true, message: POLL_TIMEOUT_MESSAGE, severity: 'warning' });
      },
    });
    if (task.status === 'failed') {
      patch({ status: 'failed', late: false, errorLogs: task.error_logs, message: PROCESSING_FAILED_MESSAGE, severity: 'error' });
      return;
    }
    // Nothing held (or it could not be hashed): the result is downloaded, as it always was.
    const known = (await held.current?.(started.upload_id).catch(() => null)) ?? null;
    const served = await fetchResultWithRetry(
      (s) => (known ? getTaskResult(started.bulk_task_id, s, known.etag) : getTaskResult(started.bulk_task_id, s)),
      signal,
    );
    const audit = served === SAME_RESULT ? known!.audit : served;
    loaded.current({ ...audit, search_terms_task: { id: started.search_terms_task_id, status: 'pending' } });
    patch({ status: 'completed', late: false, ...(late ? { message: LATE_RESULT_MESSAGE, severity: 'info' } : { message: SUCCESS_MESSAGE, severity: 'success' }) });
  }, [patch]);

  /**
   * progress: false when the page shows this browser's own audit of the file meanwhile: the upload
   * then goes without a progress bar (the panel's bar is indeterminate), which costs the page nothing.
   */
  const upload = useCallback(async (file: File, period?: { start: string; end: string }, { progress = true }: { progress?: boolean } = {}) => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { signal } = controller;
    setState({ ...IDLE, status: 'processing', fileName: file.name, uploadProgress: progress ? 0 : null, progressMessage: 'Uploading the workbook...' });

    let started;
    try {
      // The bar moves by whole percents: a state change for each of the browser's progress events
      // (every few milliseconds to a server on the same computer) would only render the page again.
      let percent = 0;
      const onProgress = (sent: number) => {
        const now = Math.floor(sent * 100);
        if (now === percent) return;
        percent = now;
        patch({ uploadProgress: now / 100 });
      };
      started = await uploadBulkFile(file, progress ? onProgress : undefined, signal, accountId, period);
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof ServerBusyError) {
        // Not a failure: the same file goes again by itself when the server said it may.
        const retryAt = Date.now() + error.retryAfterSeconds * 1000;
        setState({ ...IDLE, fileName: file.name, retryAt });
        const timer = setTimeout(() => void upload(file, period, { progress }), error.retryAfterSeconds * 1000);
        signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
        return;
      }
      patch({ status: 'failed', uploadProgress: null, message: serverDetail(error) ?? UPLOAD_FAILED_MESSAGE, severity: 'error' });
      return;
    }
    patch({ uploadProgress: null, progressMessage: 'Upload complete. Waiting for the audit to start...' });

    try {
      await followAudit(started, signal);
    } catch (error) {
      if (isAbort(error)) return;
      const message = serverDetail(error) ?? ((error instanceof Error && error.message) || UPLOAD_OR_PROCESSING_FAILED_MESSAGE);
      patch({ status: 'failed', late: false, message, severity: 'error' });
    }
  }, [followAudit, patch, accountId]);

  /** 'Upload New File', or Cancel while a busy server's retry waits: stops any polling or retry and clears the status and the message. */
  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setState(IDLE);
  }, []);

  /** A message for a file refused before upload (wrong type, too large). */
  const refuse = useCallback((message: string) => setState({ ...IDLE, message }), []);

  return { state, upload, reset, refuse };
}
