// Command: accept an uploaded workbook, create its upload and tasks, queue its two jobs.
import { HttpError } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UploadPeriod } from '../repositories/uploads.js';
import { QUEUE_FULL_DETAIL, QUEUE_FULL_HEADERS, QueueFullError, type JobQueue } from '../jobs/job-queue.js';

export interface StartBulkAuditDeps {
  repos: Repositories;
  queue: JobQueue;
  /** Uploads kept per ad account; older ones (and their results) are deleted. */
  keepUploads: number;
}

export interface StartedBulkAudit {
  bulk_task_id: string;
  search_terms_task_id: string;
  upload_id: number;
}

/** The bulk audit and the search terms run as two jobs, so both cores work on one upload. */
export const JOBS_PER_UPLOAD = 2;

/** `accountId` has been checked to be the user's; `period`, when given, to be a period. */
export async function startBulkAudit(deps: StartBulkAuditDeps, owner: { userId: number; accountId: number; period?: UploadPeriod | null }, fileName: string, bytes: Uint8Array): Promise<StartedBulkAudit> {
  const { repos, queue } = deps;
  const { userId, accountId, period } = owner;
  const { upload, tasks } = await repos.uploads.create({ userId, accountId, fileName, fileSize: bytes.byteLength, taskKinds: ['bulk_audit', 'search_terms'], period });
  const currency = await repos.adAccounts.currencyOf(accountId);
  const jobs = tasks.map((task) => ({ taskId: task.id, uploadId: upload.id, userId, kind: task.kind, fileName, ...(task.kind === 'bulk_audit' ? { currency } : {}) }));
  try {
    await queue.submit(jobs, bytes);
  } catch (error) {
    await repos.uploads.deleteById(upload.id);
    if (error instanceof QueueFullError) throw new HttpError(503, QUEUE_FULL_DETAIL, QUEUE_FULL_HEADERS);
    throw error;
  }
  await repos.uploads.pruneOlderThanLatest(accountId, deps.keepUploads);
  const taskOf = (kind: string) => tasks.find((task) => task.kind === kind)!.id;
  return { bulk_task_id: taskOf('bulk_audit'), search_terms_task_id: taskOf('search_terms'), upload_id: upload.id };
}
