// The insights of an upload: computed from what is stored already (the campaign tree of the audit
// result and the rows the search-terms task saved; no re-upload, no re-reading), on a worker
// thread (jobs/insights-job.ts), since a big account takes seconds the event loop must not spend.
import { resolveInsightSettings, type InsightSettings } from '@ads-auditor/audit';
import type { UploadRow } from '../db/tables/audit.js';
import { runInsightsJob, type InsightsJobInput } from '../jobs/insights-job.js';
import type { WorkerPool } from '../jobs/worker-pool.js';
import { movableCopy } from '../lib/compress-result.js';
import { notFound } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import { UPLOAD_NOT_AUDITED } from './account-scope.js';
import { NO_SEARCH_TERM_REPORT } from './search-term-report.js';

/** Where the insights' search terms come from: the bulk file's tabs, or the account's latest Search Term Report. */
export type InsightsSource = 'bulk_file' | 'search_term_report';

export const SEARCH_TERMS_PENDING = 'The insights need the search terms of this upload, which are still being processed. Please try again in a moment.';
export const searchTermsFailed = (reason: string | null) =>
  `The insights need the search terms of this upload, which could not be read: ${reason ?? 'processing failed.'} Upload the workbook again.`;

/** Stable ids of the two 409s: the web app polls while pending and stops when failed. */
export const SEARCH_TERMS_CONFLICT_CODES = ['search_terms_pending', 'search_terms_failed'] as const;

export interface SearchTermsConflict {
  detail: string;
  code: (typeof SEARCH_TERMS_CONFLICT_CODES)[number];
}

/** The 409 to answer unless the search-terms task of the upload has stored its rows. */
export async function searchTermsConflict(repos: Repositories, upload: UploadRow): Promise<SearchTermsConflict | null> {
  if (upload.search_terms_info) return null;
  const task = (await repos.tasks.listForUpload(upload.id)).find((t) => t.kind === 'search_terms');
  if (task?.status === 'failed') return { detail: searchTermsFailed(task.error_logs), code: 'search_terms_failed' };
  return { detail: SEARCH_TERMS_PENDING, code: 'search_terms_pending' };
}

/** The stored audit result, for the insights job (404 if the upload was deleted meanwhile). */
async function storedAuditResult(repos: Repositories, uploadId: number): Promise<Pick<InsightsJobInput, 'auditResult' | 'auditResultEncoding'>> {
  const stored = await repos.uploads.findResult(uploadId);
  if (!stored) throw notFound(UPLOAD_NOT_AUDITED);
  // A copy with a buffer of its own (the driver's may be shared): it is moved to the worker.
  return { auditResult: new Uint8Array(stored.content), auditResultEncoding: stored.encoding };
}

export interface InsightsDeps {
  repos: Repositories;
  pool: WorkerPool;
}

/**
 * The insights of the upload as UTF-8 JSON (made by the worker), with the account's remembered
 * settings overridden by `given`; or the search-terms conflict to answer instead.
 */
export async function uploadInsights(deps: InsightsDeps, upload: UploadRow, given: Partial<InsightSettings>, source: InsightsSource = 'bulk_file'): Promise<{ json: Buffer } | { conflict: SearchTermsConflict }> {
  const { repos } = deps;
  if (source === 'search_term_report') return reportInsights(deps, upload, given);
  const conflict = await searchTermsConflict(repos, upload);
  if (conflict) return { conflict };
  const [remembered, stored] = await Promise.all([repos.insightSettings.find(upload.account_id), storedAuditResult(repos, upload.id)]);
  const settings = { ...remembered, ...given };
  const json = await runInsightsJob(deps.pool, { uploadId: upload.id, settings, ...stored }, (send) => repos.searchTerms.readJsonPages(upload.id, send));
  return { json };
}

/** The insights of the upload's campaigns over the account's latest Search Term Report (404 without one). */
async function reportInsights(deps: InsightsDeps, upload: UploadRow, given: Partial<InsightSettings>): Promise<{ json: Buffer }> {
  const { repos } = deps;
  const kept = await repos.searchTermReports.findLatest(upload.account_id);
  if (!kept) throw notFound(NO_SEARCH_TERM_REPORT);
  const [remembered, stored] = await Promise.all([repos.insightSettings.find(upload.account_id), storedAuditResult(repos, upload.id)]);
  const searchTermReport = { id: kept.id, file_name: kept.file_name, stored: movableCopy(kept) };
  const json = await runInsightsJob(deps.pool, { uploadId: upload.id, settings: { ...remembered, ...given }, ...stored, searchTermReport }, async () => {});
  return { json };
}

/** Remembers settings for the account (those not given keep their values); answers the settings now remembered. */
export async function rememberInsightSettings(repos: Repositories, accountId: number, given: Partial<InsightSettings>): Promise<InsightSettings> {
  const settings = resolveInsightSettings({ ...(await repos.insightSettings.find(accountId)), ...given });
  await repos.insightSettings.save(accountId, settings);
  return settings;
}
