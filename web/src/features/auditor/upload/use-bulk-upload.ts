// The upload flow of spec 2 section 4: upload, poll the bulk task, fetch its result with
// retries, then poll the search-terms task in the background.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, serverDetail } from '../../../lib/api-errors';
import { getTaskResult, getTaskStatus, uploadBulkFile } from '../api/auditor-api';
import { fetchResultWithRetry, pollTask } from '../api/task-polling';
import type { LoadedAudit, TaskStatusValue } from '../api/types';

export const SUCCESS_MESSAGE = 'File processed successfully.';
export const SUCCESS_CLEAR_MS = 1000;
export const UPLOAD_FAILED_MESSAGE = 'Upload failed. Please try again.';
export const PROCESSING_FAILED_MESSAGE = 'Processing failed. Please try again.';
export const UPLOAD_OR_PROCESSING_FAILED_MESSAGE = 'Upload or processing failed. Please try again.';

export interface BulkUploadState {
  /** null before any upload (or after 'Upload New File'). */
  status: TaskStatusValue | null;
  /** The green success or red error line under the upload area. */
  message: string;
  /** The task's own progress message, shown in the status panel. */
  progressMessage: string | null;
  /** Share of the file sent, 0..1, while it uploads. */
  uploadProgress: number | null;
  fileName: string | null;
  searchTermsProcessing: boolean;
}

const IDLE: BulkUploadState = { status: null, message: '', progressMessage: null, uploadProgress: null, fileName: null, searchTermsProcessing: false };

/** Uploads go to the ad account `accountId` (the default account when undefined). */
export function useBulkUpload(onAuditLoaded: (audit: LoadedAudit) => void, accountId?: number) {
  const [state, setState] = useState<BulkUploadState>(IDLE);
  const run = useRef<AbortController | null>(null);
  const patch = useCallback((next: Partial<BulkUploadState>) => setState((s) => ({ ...s, ...next })), []);

  useEffect(() => () => run.current?.abort(), []);

  // The success message goes once the data has loaded (spec 2 section 2).
  useEffect(() => {
    if (state.message !== SUCCESS_MESSAGE) return;
    const timer = setTimeout(() => patch({ message: '' }), SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.message, patch]);

  const watchSearchTerms = useCallback(async (taskId: string, signal: AbortSignal) => {
    try {
      await pollTask((s) => getTaskStatus(taskId, s), { signal });
    } catch (error) {
      if (isAbort(error)) return;
      console.error('Search terms task polling failed', error);
    }
    if (!signal.aborted) patch({ searchTermsProcessing: false });
  }, [patch]);

  const upload = useCallback(async (file: File) => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { signal } = controller;
    setState({ ...IDLE, status: 'processing', fileName: file.name, uploadProgress: 0, progressMessage: 'Uploading the workbook...' });

    let started;
    try {
      started = await uploadBulkFile(file, (sent) => patch({ uploadProgress: sent }), signal, accountId);
    } catch (error) {
      if (isAbort(error)) return;
      patch({ status: 'failed', uploadProgress: null, message: serverDetail(error) ?? UPLOAD_FAILED_MESSAGE });
      return;
    }
    patch({ uploadProgress: null, progressMessage: 'Upload complete. Waiting for the audit to start...', searchTermsProcessing: true });
    void watchSearchTerms(started.search_terms_task_id, signal);

    try {
      const task = await pollTask((s) => getTaskStatus(started.bulk_task_id, s), {
        signal,
        onUpdate: (t) => patch({ status: t.status, progressMessage: t.progress_message }),
      });
      if (task.status === 'failed') {
        patch({ status: 'failed', message: task.error_logs || PROCESSING_FAILED_MESSAGE });
        return;
      }
      const audit = await fetchResultWithRetry((s) => getTaskResult(started.bulk_task_id, s), signal);
      onAuditLoaded(audit);
      patch({ status: 'completed', message: SUCCESS_MESSAGE });
    } catch (error) {
      if (isAbort(error)) return;
      patch({ status: 'failed', message: serverDetail(error) ?? ((error instanceof Error && error.message) || UPLOAD_OR_PROCESSING_FAILED_MESSAGE) });
    }
  }, [onAuditLoaded, patch, watchSearchTerms, accountId]);

  /** 'Upload New File': stops any polling and clears the status and the message. */
  const reset = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setState(IDLE);
  }, []);

  /** A message for a file refused before upload (wrong type, too large). */
  const refuse = useCallback((message: string) => setState({ ...IDLE, message }), []);

  return { state, upload, reset, refuse };
}
