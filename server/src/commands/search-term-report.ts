// Command: read a Search Term Report (on a worker), keep it for the ad account, and answer the
// screen's view of it, joined with the account's latest audit by campaign and ad group names.
// Reloading joins the kept report again, so a newer audit is matched as soon as it is there.
import type { SearchTermReportView } from '@ads-auditor/audit';
import { HttpError, notFound } from '../lib/errors.js';
import { movableCopy, type StoredJson } from '../lib/compress-result.js';
import { QUEUE_FULL_DETAIL } from '../jobs/job-queue.js';
import type { SearchTermReportJobInput, SearchTermReportJobOutput } from '../jobs/search-term-report-job.js';
import { JobError, PoolFullError, type WorkerPool } from '../jobs/worker-pool.js';
import type { Repositories } from '../repositories/index.js';
import type { SearchTermReportInfo } from '../repositories/search-term-reports.js';

export const NO_SEARCH_TERM_REPORT = 'No Search Term Report uploaded for this account yet.';

export interface SearchTermReportAnswer extends SearchTermReportView {
  id: number;
  file_name: string;
  uploaded_at: string;
  /** The audit the report is joined with: the account's latest; null when it has none. */
  audit: { upload_id: number; file_name: string } | null;
}

type Deps = { repos: Repositories; pool: WorkerPool };

export async function uploadSearchTermReport(deps: Deps, user: { userId: number; accountId: number }, fileName: string, bytes: Uint8Array): Promise<SearchTermReportAnswer> {
  const { audit, stored } = await latestAudit(deps, user);
  const output = await runJob(deps, { source: { bytes }, audit: stored });
  const { view } = output;
  const info = await deps.repos.searchTermReports.save({
    account_id: user.accountId, file_name: fileName, product: view.product, currency: view.currency, start_date: view.start_date, end_date: view.end_date,
    time_unit: view.time_unit, row_count: view.rows, term_count: view.term_count, encoding: output.stored!.encoding, content: output.stored!.content,
  });
  return answer(info, view, audit);
}

export async function latestSearchTermReport(deps: Deps, user: { userId: number; accountId: number }): Promise<SearchTermReportAnswer> {
  const kept = await deps.repos.searchTermReports.findLatest(user.accountId);
  if (!kept) throw notFound(NO_SEARCH_TERM_REPORT);
  const { audit, stored } = await latestAudit(deps, user);
  const { view } = await runJob(deps, { source: { stored: movableCopy(kept) }, audit: stored });
  return answer(kept, view, audit);
}

function answer(info: SearchTermReportInfo, view: SearchTermReportView, audit: SearchTermReportAnswer['audit']): SearchTermReportAnswer {
  return { id: info.id, file_name: info.file_name, uploaded_at: info.created_at, audit, ...view };
}

async function latestAudit(deps: Deps, user: { userId: number; accountId: number }): Promise<{ audit: SearchTermReportAnswer['audit']; stored: StoredJson | null }> {
  const upload = await deps.repos.uploads.findLatestWithResult(user.userId, user.accountId);
  const result = upload && (await deps.repos.uploads.findResult(upload.id));
  if (!upload || !result) return { audit: null, stored: null };
  return { audit: { upload_id: upload.id, file_name: upload.file_name }, stored: movableCopy(result) };
}

async function runJob(deps: Deps, input: SearchTermReportJobInput): Promise<SearchTermReportJobOutput> {
  const transfer = [input.audit?.content.buffer, 'stored' in input.source ? input.source.stored.content.buffer : undefined]
    .filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
  try {
    return (await deps.pool.run('search_term_report', input, { transfer, interactive: true })) as SearchTermReportJobOutput;
  } catch (error) {
    if (error instanceof PoolFullError) throw new HttpError(503, QUEUE_FULL_DETAIL);
    if (error instanceof JobError && error.code === 'pool_closed') throw new HttpError(503, error.message);
    // A file that is not a Search Term Report is a bad request; a damaged or too large one cannot be processed.
    if (error instanceof JobError && error.code === 'not_a_search_term_report') throw new HttpError(400, error.message);
    if (error instanceof JobError && error.isUserFacing) throw new HttpError(422, error.message);
    throw error;
  }
}
