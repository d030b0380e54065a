// The command that runs one job of an upload: status, progress, result storage, failure.
import type { FastifyBaseLogger } from 'fastify';
import type { SearchTermsRepository, StoredSearchTerm } from '../repositories/search-terms.js';
import type { TasksRepository } from '../repositories/tasks.js';
import type { SearchTermsInfo, UploadsRepository } from '../repositories/uploads.js';
import type { AuditJob } from './job-queue.js';
import { ProgressWriter, progressMessage } from './progress.js';
import { JobError, type WorkerPool } from './worker-pool.js';

export interface JobDeps {
  tasks: TasksRepository;
  uploads: UploadsRepository;
  searchTerms: SearchTermsRepository;
  pool: WorkerPool;
  log: FastifyBaseLogger;
}

export interface BulkAuditOutput {
  /** gzip of the JSON served by the results routes. */
  result: Uint8Array;
  campaignCount: number;
}

export interface SearchTermsOutput extends SearchTermsInfo {
  search_terms: StoredSearchTerm[];
}

export const COMPLETED_MESSAGE = 'File processed successfully.';
const GENERIC_FAILURE = 'The file could not be processed because of an unexpected error. Please try again.';

/** Runs the job to its end: the task is completed or failed, never left processing. */
export async function runAuditJob(deps: JobDeps, job: AuditJob, bytes: Uint8Array): Promise<void> {
  const { tasks } = deps;
  if (!(await tasks.start(job.taskId, 'Opening the workbook...'))) return; // deleted or already failed
  const progress = new ProgressWriter((message) => tasks.setProgress(job.taskId, message));
  const onProgress = (p: { sheet: string; rowsRead: number }) => progress.report(progressMessage(p));
  try {
    if (job.kind === 'bulk_audit') {
      const output = (await deps.pool.run('bulk_audit', { bytes, uploadId: job.uploadId, fileName: job.fileName }, { onProgress })) as BulkAuditOutput;
      await progress.stop();
      await deps.uploads.saveResult(job.uploadId, output.result);
      await tasks.complete(job.taskId, COMPLETED_MESSAGE);
    } else {
      const output = (await deps.pool.run('search_terms', { bytes }, { onProgress })) as SearchTermsOutput;
      await progress.stop();
      const count = output.search_terms.length;
      await tasks.setProgress(job.taskId, `Saving ${count.toLocaleString('en-US')} search terms...`);
      await deps.searchTerms.insertAll(job.uploadId, output.search_terms);
      const { sheets_found, available_sheets, expected_sheets } = output;
      await deps.uploads.setSearchTermsInfo(job.uploadId, { sheets_found, available_sheets, expected_sheets });
      await tasks.complete(job.taskId, `${count.toLocaleString('en-US')} search terms ready.`);
    }
  } catch (error) {
    await progress.stop();
    await failTask(deps, job, error);
  }
}

async function failTask(deps: JobDeps, job: AuditJob, error: unknown): Promise<void> {
  const readable = error instanceof JobError && error.isUserFacing;
  if (readable) deps.log.info({ taskId: job.taskId, code: (error as JobError).code }, 'audit job failed');
  else deps.log.error({ err: error, taskId: job.taskId }, 'audit job failed unexpectedly');
  await deps.tasks.fail(job.taskId, readable ? (error as JobError).message : GENERIC_FAILURE).catch((failure: unknown) => {
    deps.log.error({ err: failure, taskId: job.taskId }, 'could not mark the task failed');
  });
}
