// The change loop of an upload: the account's latest change set exported before the upload, checked
// against it (applied or not), each applied change's impact and why the account moved; and the
// changes that did not reach Amazon, exported again.
import { currencyCodeOf } from '@ads-auditor/audit';
import type { UploadRow } from '../db/tables/audit.js';
import { runChangesJob, type ChangesJobInput } from '../jobs/changes-job.js';
import { movableCopy } from '../lib/compress-result.js';
import type { WorkerPool } from '../jobs/worker-pool.js';
import { JobError, PoolFullError } from '../jobs/worker-pool.js';
import { QUEUE_FULL_DETAIL } from '../jobs/job-queue.js';
import { SERVER_STOPPING_DETAIL } from '../jobs/insights-job.js';
import { badRequest, conflict, HttpError, serviceUnavailable } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import { searchTermsConflict, type SearchTermsConflict } from './insights.js';
import { periodDaysOf, planSettingsOf } from './plan.js';

export const CHANGES_SNAPSHOT_MISSING = 'This upload was audited before the change loop existed: upload the workbook again to check the changes against it.';
export const NOTHING_TO_EXPORT_AGAIN = 'Every change of the change set reached Amazon or its entity is gone: there is nothing to export again.';

export interface ChangeLoopDeps {
  repos: Repositories;
  pool: WorkerPool;
}


/** The job's input for the upload, or null when the account exported no change set before it. */
async function jobInput(deps: ChangeLoopDeps, userId: number, upload: UploadRow, mode: ChangesJobInput['mode']): Promise<ChangesJobInput | null> {
  const { repos } = deps;
  const changeSet = await repos.changes.changeSetBefore(upload.account_id, upload.created_at, upload.id);
  if (!changeSet) return null;
  const [after, before, source, settings, currency] = await Promise.all([
    repos.changes.findSnapshot(upload.id),
    changeSet.upload_id === null ? undefined : repos.changes.findSnapshot(changeSet.upload_id),
    mode === 'export' ? repos.plans.findSource(upload.id) : undefined,
    planSettingsOf(repos, upload.account_id),
    repos.adAccounts.currencyOf(upload.account_id),
  ]);
  if (!after) throw conflict(CHANGES_SNAPSHOT_MISSING);
  const sourceUpload = changeSet.upload_id === null ? undefined : await repos.uploads.findOwned(userId, changeSet.upload_id);
  return {
    mode,
    change_set: { id: changeSet.id, date: changeSet.date, source_upload_id: changeSet.upload_id, items: changeSet.items },
    before: before ? movableCopy(before) : null,
    after: movableCopy(after),
    plan_source: source ? movableCopy(source) : null,
    before_days: sourceUpload ? periodDaysOf(sourceUpload) : null,
    after_days: periodDaysOf(upload),
    target_acos: settings.target_acos,
    currency: currencyCodeOf(currency) ?? undefined,
  };
}

async function run(deps: ChangeLoopDeps, input: ChangesJobInput) {
  try {
    return await runChangesJob(deps.pool, input);
  } catch (error) {
    if (error instanceof PoolFullError) throw serviceUnavailable(QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.code === 'pool_closed') throw serviceUnavailable(SERVER_STOPPING_DETAIL);
    throw error;
  }
}

/**
 * The change loop's answer as UTF-8 JSON, null when no change set was exported before the upload, or
 * the search terms' conflict: the snapshot is stored with them.
 */
export async function changeLoopOf(deps: ChangeLoopDeps, userId: number, upload: UploadRow): Promise<Buffer | null | { conflict: SearchTermsConflict }> {
  const pending = await searchTermsConflict(deps.repos, upload);
  if (pending) return { conflict: pending };
  const input = await jobInput(deps, userId, upload, 'report');
  if (!input) return null;
  const { bytes } = await run(deps, input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The upload's 'What we changed and what happened', for a report: its paragraphs, or none when no
 * change set was exported before the upload, it cannot be measured, or the upload's snapshot is not
 * (yet) stored.
 */
export async function narrativeOf(deps: ChangeLoopDeps, userId: number, upload: UploadRow): Promise<string[]> {
  try {
    const answer = await changeLoopOf(deps, userId, upload);
    return answer instanceof Buffer ? (JSON.parse(answer.toString('utf8')) as { narrative: string[] }).narrative : [];
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return [];
    throw error;
  }
}

/** The not-applied and different changes as a bulk workbook, with their count. */
export async function exportChangesAgain(deps: ChangeLoopDeps, userId: number, upload: UploadRow): Promise<{ workbook: Buffer; count: number } | null | { conflict: SearchTermsConflict }> {
  const pending = await searchTermsConflict(deps.repos, upload);
  if (pending) return { conflict: pending };
  const input = await jobInput(deps, userId, upload, 'export');
  if (!input) return null;
  if (!input.plan_source) throw conflict(CHANGES_SNAPSHOT_MISSING);
  const { bytes, problems, count } = await run(deps, input);
  if (count === 0) throw conflict(NOTHING_TO_EXPORT_AGAIN);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  return { workbook: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), count };
}
