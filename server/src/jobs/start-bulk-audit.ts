// Command: accept an uploaded workbook, create its upload and tasks, queue its two jobs.
import { HttpError } from '../lib/errors.js';
import type { AuditRepositories } from '../repositories/audit.js';
import { QUEUE_FULL_DETAIL, type JobQueue } from './job-queue.js';

export interface StartBulkAuditDeps {
  repos: AuditRepositories;
  queue: JobQueue;
  /** Uploads kept per user; older ones (and their results) are deleted. */
  keepUploads: number;
}

export interface StartedBulkAudit {
  bulk_task_id: string;
  search_terms_task_id: string;
  upload_id: number;
}

export async function startBulkAudit(deps: StartBulkAuditDeps, userId: number, fileName: string, bytes: Uint8Array): Promise<StartedBulkAudit> {
  const { repos, queue } = deps;
  // The bulk audit and the search terms run as two jobs, so both cores work on one upload.
  if (!(await queue.hasRoomFor(2))) throw new HttpError(503, QUEUE_FULL_DETAIL);
  const { upload, tasks } = await repos.uploads.create({ userId, fileName, fileSize: bytes.byteLength, taskKinds: ['bulk_audit', 'search_terms'] });
  const jobs = tasks.map((task) => ({ taskId: task.id, uploadId: upload.id, userId, kind: task.kind, fileName }));
  try {
    await queue.submit(jobs, bytes);
  } catch (error) {
    await repos.uploads.deleteById(upload.id);
    throw error;
  }
  await repos.uploads.pruneOlderThanLatest(userId, deps.keepUploads);
  const taskOf = (kind: string) => tasks.find((task) => task.kind === kind)!.id;
  return { bulk_task_id: taskOf('bulk_audit'), search_terms_task_id: taskOf('search_terms'), upload_id: upload.id };
}
