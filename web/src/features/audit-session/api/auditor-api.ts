// The auditor's calls. Uploads go through XMLHttpRequest for upload
// progress, which fetch cannot report; everything else through the typed client.
import { api, unwrap } from '../../../lib/api-client';
import { ApiError, CancelError, errorForResponse, isAbort, VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { BulkUploadAccepted, LoadedAudit, LoadedBusinessReport, SearchTermsTask, TaskStatus, TaskStatusValue } from './types';

export const BULK_UPLOAD_PATH = '/api/bulk/upload';
export const REPORT_UPLOAD_PATH = '/api/business_reports/upload';

/** A 503 with Retry-After: the server is busy and says when to send the file again. */
export class ServerBusyError extends ApiError {
  constructor(
    base: ApiError,
    readonly retryAfterSeconds: number,
  ) {
    super(base.message, base.url, base.status, base.statusText, base.body);
  }
}

/** Retry-After as seconds from now (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : null;
}

/** Text fields sent before the file (`account_id`, `upload_id`, `period_start`...); undefined ones are left out. */
export type UploadFields = Record<string, number | string | undefined>;

/** Posts one file as multipart field `file`, reporting the share sent (0..1) to `onProgress` when given. */
export function postFile<T>(path: string, file: File, onProgress?: (sent: number) => void, signal?: AbortSignal, fields: UploadFields = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.responseType = 'json';
    // Only when asked: with an upload listener the browser reports each chunk sent, a task on the
    // page's thread each time (a tenth of it while a 20 MB file goes to a server on the same computer).
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const error = errorForResponse(new Response(null, { status: request.status, statusText: request.statusText }), body, VALIDATION_ERRORS);
      const retryAfter = request.status === 503 ? retryAfterSeconds(request.getResponseHeader('retry-after')) : null;
      reject(retryAfter === null ? error : new ServerBusyError(error, retryAfter));
    };
    request.onerror = () => reject(new Error('Upload or processing failed. Please try again.'));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Into the ad account `accountId` (the default account when undefined), for the `period` it covers when given. */
export const uploadBulkFile = (file: File, onProgress?: (sent: number) => void, signal?: AbortSignal, accountId?: number, period?: { start: string; end: string }) =>
  postFile<BulkUploadAccepted>(BULK_UPLOAD_PATH, file, onProgress, signal, { account_id: accountId, period_start: period?.start, period_end: period?.end });

/** Joined with the bulk upload on screen `uploadId` (the default account's latest when undefined). */
export const uploadBusinessReport = (file: File, signal?: AbortSignal, uploadId?: number) =>
  postFile<LoadedBusinessReport>(REPORT_UPLOAD_PATH, file, undefined, signal, { upload_id: uploadId });

export async function getTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
  return (await unwrap(api.GET('/api/background-tasks/{task_id}', { params: { path: { task_id: taskId } }, signal }))) as TaskStatus;
}

/** Answered by getTaskResult for a result that is the one its ETag names (304). */
export const SAME_RESULT = 'same-result';

/**
 * The task's audit result. With `etag` (the digest of a result this page already holds) the
 * server answers 304 when its result is that one, and this answers SAME_RESULT: nothing is downloaded.
 */
export async function getTaskResult(taskId: string, signal?: AbortSignal): Promise<LoadedAudit>;
export async function getTaskResult(taskId: string, signal: AbortSignal | undefined, etag: string): Promise<LoadedAudit | typeof SAME_RESULT>;
export async function getTaskResult(taskId: string, signal?: AbortSignal, etag?: string): Promise<LoadedAudit | typeof SAME_RESULT> {
  const headers = etag ? { 'if-none-match': etag } : undefined;
  let answer;
  try {
    answer = await api.GET('/api/background-tasks/{task_id}/results', { params: { path: { task_id: taskId } }, signal, headers });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  if (answer.response.status === 304) return SAME_RESULT;
  return (await unwrap(Promise.resolve(answer))) as unknown as LoadedAudit;
}

/** The answer, or null when the call answers 404 (nothing uploaded yet). */
async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Which audit: a kept upload (`uploadId`), else the latest processed upload of the account (the default account when undefined). */
export interface AuditScope {
  accountId?: number;
  uploadId?: number;
}

const scopeQuery = ({ accountId, uploadId }: AuditScope) => ({ account_id: accountId, upload_id: uploadId });

const TASK_STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'] satisfies TaskStatusValue[];

/** The search-terms task the audit answer names in its headers, if any. */
function searchTermsTaskOf(headers: Headers): SearchTermsTask | undefined {
  const id = headers.get('x-search-terms-task-id');
  const status = headers.get('x-search-terms-status');
  return id && status && TASK_STATUSES.includes(status) ? { id, status: status as TaskStatusValue } : undefined;
}

/**
 * The latest processed upload of the account (or the kept upload asked for), with its
 * search-terms task, or null when there is none yet.
 */
export async function getLatestAudit(signal?: AbortSignal, scope: AuditScope = {}): Promise<LoadedAudit | null> {
  let result;
  try {
    result = await api.GET('/api/bulk/campaigns', { params: { query: scopeQuery(scope) }, signal });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  const { data, error, response } = result;
  if (response.status === 404) return null;
  if (!response.ok || !data) throw errorForResponse(response, error);
  return { ...(data as unknown as LoadedAudit), search_terms_task: searchTermsTaskOf(response.headers) };
}

/** The business report joined with the upload (the latest when none is given), or null when there is none. */
export const getLatestBusinessReport = (signal?: AbortSignal, scope: AuditScope = {}) =>
  nullWhenNotFound(unwrap(api.GET('/api/business_reports/latest', { params: { query: scopeQuery(scope) }, signal })) as unknown as Promise<LoadedBusinessReport>);
