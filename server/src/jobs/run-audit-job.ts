// The command that runs one job of an upload: status, progress, result storage, failure.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_CURRENCY } from '@ads-auditor/audit';
import { databaseFaultOf } from '../db/database-errors.js';
import type { PlansRepository } from '../repositories/plans.js';
import type { ChangesRepository } from '../repositories/changes.js';
import type { SearchTermsRepository } from '../repositories/search-terms.js';
import type { TasksRepository } from '../repositories/tasks.js';
import type { AccountFigures, SearchTermsInfo, UploadCurrencies, UploadsRepository } from '../repositories/uploads.js';
import type { ResultEncoding } from '../lib/compress-result.js';
import { QUEUE_FULL_DETAIL, type AuditJob } from './job-queue.js';
import { unpackSearchTerms, type PackedSearchTerms } from './packed-search-terms.js';
import { ProgressWriter, progressMessage } from './progress.js';
import { JobError, PoolFullError, type WorkerPool } from './worker-pool.js';

export interface JobDeps {
  tasks: TasksRepository;
  uploads: UploadsRepository;
  searchTerms: SearchTermsRepository;
  plans: PlansRepository;
  changes: ChangesRepository;
  pool: WorkerPool;
  log: FastifyBaseLogger;
  /** TEST_TASK_HOLD_SECONDS in ms (0: off): see heldForTest. */
  testHoldMs?: number;
  /** Where a journey drops release-<file name> to end a hold early (the data directory). */
  testHoldReleaseDir?: string;
}

/** The file-name prefix that makes a job wait TEST_TASK_HOLD_SECONDS before storing its result, by kind. */
export const TEST_HOLD_PREFIXES = { bulk_audit: 'hold-audit-', search_terms: 'hold-search-terms-' } as const;

/**
 * Test-only: a still-processing or late task on demand, for the browser journeys. Never set in
 * production. The hold ends after TEST_TASK_HOLD_SECONDS, or as soon as the journey writes
 * release-<file name> into the data directory: a journey on a loaded machine then never races the
 * hold's clock.
 */
async function heldForTest(deps: JobDeps, job: AuditJob): Promise<void> {
  const holdMs = deps.testHoldMs ?? 0;
  if (holdMs === 0 || !job.fileName.startsWith(TEST_HOLD_PREFIXES[job.kind])) return;
  const release = deps.testHoldReleaseDir ? path.join(deps.testHoldReleaseDir, `release-${path.basename(job.fileName)}`) : null;
  const until = Date.now() + holdMs;
  while (Date.now() < until && !(release && fs.existsSync(release))) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** What the worker answers for a bulk audit: the JSON served by the results routes, compressed. */
export interface BulkAuditOutput {
  result: Uint8Array;
  encoding: ResultEncoding;
  /** SHA-256 of the result's JSON text (its ETag). */
  digest: string;
  campaignCount: number;
  /** JSON {ad_group_id: default bid}: the search terms route fills the bids of targets without one. */
  adGroupDefaultBids: string;
  /** The account's spend, sales and ROAS, kept with the upload for the history list. */
  accountFigures: AccountFigures;
  /** The currencies the result carries: the account's, and the one the workbook told (null when it did not). */
  currencies: UploadCurrencies;
}

/** What the worker answers for search terms: packed rows ready to store (JSON made off the event loop). */
export interface SearchTermsOutput extends SearchTermsInfo {
  terms: PackedSearchTerms;
}

/** What the worker answers for the plan's inputs: the plan's source (PlanSource as JSON) and the change loop's snapshot (snapshotToJson), compressed with `encoding`. */
export interface PlanInputsOutput {
  planSource: Uint8Array;
  changeSnapshot: Uint8Array;
  encoding: ResultEncoding;
}

export const STARTED_MESSAGE = 'Opening the workbook...';
export const COMPLETED_MESSAGE = 'File processed successfully.';
export const GENERIC_FAILURE = 'The file could not be processed because of an unexpected error. Please try again.';
/** The result could not be written (disk full): nothing of it is kept or served. */
export const STORAGE_FULL_FAILURE = "The result could not be saved because the server's storage is full. Please try again later.";

/**
 * Runs the job to its end: the task is completed or failed, never left processing.
 * The job enters the pool synchronously (callers check for room just before); the task moves
 * to processing only when a worker takes it, so queued tasks read 'pending'. With `after`, the
 * job keeps its place in the pool but starts once that has settled.
 */
export function runAuditJob(deps: JobDeps, job: AuditJob, bytes: Uint8Array, after?: Promise<unknown>): Promise<void> {
  const { tasks } = deps;
  let started: Promise<boolean> = Promise.resolve(false);
  const progress = new ProgressWriter((message) => tasks.setProgress(job.taskId, message));
  const input = job.kind === 'bulk_audit' ? { bytes, uploadId: job.uploadId, fileName: job.fileName, currency: job.currency ?? DEFAULT_CURRENCY } : { bytes };
  const output = deps.pool.run(job.kind, input, {
    after,
    onStart: () => {
      started = tasks.start(job.taskId, STARTED_MESSAGE).catch(() => false);
    },
    onProgress: (p) => progress.report(progressMessage(p)),
  });
  return settle(deps, job, output, () => started, progress, bytes);
}

/**
 * The plan's inputs are read by a job of their own once the search terms are read, on a worker
 * while this thread stores the search terms (before, the search terms waited for them).
 */
function readPlanInputs(deps: JobDeps, bytes: Uint8Array): Promise<PlanInputsOutput> {
  const output = deps.pool.run('plan_inputs', { bytes }, { followUp: true }) as Promise<PlanInputsOutput>;
  // Awaited after the search terms are stored; a failure meanwhile must not go unhandled.
  output.catch(() => undefined);
  return output;
}

async function settle(deps: JobDeps, job: AuditJob, output: Promise<unknown>, started: () => Promise<boolean>, progress: ProgressWriter, bytes: Uint8Array): Promise<void> {
  try {
    const result = await output;
    await heldForTest(deps, job);
    await progress.stop();
    // Deleted (the user cleared their uploads, or retention pruned it) or failed meanwhile.
    if (!(await started())) return void deps.log.info({ taskId: job.taskId }, 'task gone before its job finished; result dropped');
    if (job.kind === 'bulk_audit') await storeBulkAudit(deps, job, result as BulkAuditOutput);
    else await storeSearchTerms(deps, job, result as SearchTermsOutput, readPlanInputs(deps, bytes));
  } catch (error) {
    await progress.stop();
    await started(); // the failure must land after the start
    await failTask(deps, job, error);
  }
}

async function storeBulkAudit(deps: JobDeps, job: AuditJob, output: BulkAuditOutput): Promise<void> {
  // Before the result: an upload is served once its result is stored, and then has its bids.
  await deps.uploads.setAdGroupDefaultBids(job.uploadId, output.adGroupDefaultBids);
  await deps.uploads.setAccountFigures(job.uploadId, output.accountFigures);
  await deps.uploads.setCurrencies(job.uploadId, output.currencies);
  await deps.uploads.saveResult(job.uploadId, output.result, output.encoding, output.digest);
  await deps.tasks.complete(job.taskId, COMPLETED_MESSAGE);
}

async function storeSearchTerms(deps: JobDeps, job: AuditJob, output: SearchTermsOutput, planInputs: Promise<PlanInputsOutput>): Promise<void> {
  const count = output.terms.count.toLocaleString('en-US');
  await deps.tasks.setProgress(job.taskId, `Saving ${count} search terms...`);
  await deps.searchTerms.insertAll(job.uploadId, unpackSearchTerms(output.terms));
  // Before the search terms info: once it is set, the plan and the change loop read these.
  const { planSource, changeSnapshot, encoding } = await planInputs;
  await deps.plans.saveSource(job.uploadId, planSource, encoding);
  await deps.changes.saveSnapshot(job.uploadId, changeSnapshot, encoding);
  const { sheets_found, available_sheets, expected_sheets } = output;
  await deps.uploads.setSearchTermsInfo(job.uploadId, { sheets_found, available_sheets, expected_sheets });
  await deps.tasks.complete(job.taskId, `${count} search terms ready.`);
}

async function failTask(deps: JobDeps, job: AuditJob, error: unknown): Promise<void> {
  const { log, tasks } = deps;
  try {
    if (!(await tasks.findById(job.taskId))) return void log.info({ taskId: job.taskId }, 'task deleted while its job ran');
    const readable = readableFailure(error);
    if (readable) log.info({ taskId: job.taskId, reason: readable }, 'audit job failed');
    else log.error({ err: error, taskId: job.taskId }, 'audit job failed unexpectedly');
    await tasks.fail(job.taskId, readable ?? GENERIC_FAILURE);
  } catch (failure) {
    log.error({ err: failure, taskId: job.taskId }, 'could not mark the task failed');
  }
}

/** The message a user may read for this failure, or undefined when it is not safe to show. */
function readableFailure(error: unknown): string | undefined {
  if (error instanceof PoolFullError) return QUEUE_FULL_DETAIL;
  if (error instanceof JobError && error.isUserFacing) return error.message;
  if (databaseFaultOf(error) === 'storage_full') return STORAGE_FULL_FAILURE;
  return undefined;
}
