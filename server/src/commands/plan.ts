// The optimization plan of an upload: built on a worker (jobs/plan-job.ts) from what the audit
// stored (the plan source, the campaign tree) and the search terms, with the settings remembered
// for the upload's ad account; the seller's decisions per item; the export and its change set.
import { currencyCodeOf, dateRangeFromFileName, dateRangeOf, parseCostsCsv, resolvePlanSettings, validatePlanSettings, type PlanDecisions, type PlanSettings } from '@ads-auditor/audit';
import type { UploadRow } from '../db/tables/audit.js';
import { movableCopy } from '../lib/compress-result.js';
import type { KeptSearchTermReport } from '../jobs/insights-job.js';
import { runPlanJob, type ObservationLockInput, type PlanJobInput, type PlanJobOutput, type PlanJobRequest } from '../jobs/plan-job.js';
import type { WorkerPool } from '../jobs/worker-pool.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ChangeSetRecord, DecisionChange, StoredDecision, StoredPlanSettings } from '../repositories/plans.js';
import { periodOf, type SearchTermsInfo } from '../repositories/uploads.js';
import { UPLOAD_NOT_FOUND } from './account-scope.js';
import { searchTermsConflict, type InsightsSource, type SearchTermsConflict } from './insights.js';
import { NO_SEARCH_TERM_REPORT } from './search-term-report.js';

export const PLAN_AUDIT_NOT_FINISHED = 'The audit of this upload is not finished (or it failed): its plan is made from the finished audit.';
export const PLAN_SOURCE_MISSING = 'This upload was audited before plans existed: upload the workbook again to get its plan.';
export const NO_USABLE_COSTS = 'The costs file has no usable line, so break-even mode stays as it was.';

export interface PlanDeps {
  repos: Repositories;
  pool: WorkerPool;
}

/** The caller's upload with a finished audit: 404 for another user's (or no) upload, 409 while its audit is unfinished. */
export async function plannedUpload(repos: Repositories, userId: number, uploadId: number): Promise<UploadRow> {
  const upload = await repos.uploads.findOwned(userId, uploadId);
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  if (!(await repos.uploads.hasResult(upload.id))) throw conflict(PLAN_AUDIT_NOT_FINISHED);
  return upload;
}

/** The account's plan settings: those saved, else the defaults with the insights' target ACOS and brand terms. */
export async function planSettingsOf(repos: Repositories, accountId: number): Promise<StoredPlanSettings> {
  const [saved, insight] = await Promise.all([repos.plans.findSettings(accountId), repos.insightSettings.find(accountId)]);
  const { period_days: _period, ...settings } = resolvePlanSettings({ target_acos: insight.target_acos, brand_terms: insight.brand_terms, ...saved });
  return settings;
}

/** The days an upload covers (set by the seller, else from Amazon's file name); budgets need them. */
export function periodDaysOf(upload: UploadRow): number | null {
  const set = periodOf(upload);
  const range = set ? dateRangeOf(set.start, set.end) : dateRangeFromFileName(upload.file_name);
  return range?.days ?? null;
}

/** The change set exported before the upload, with the snapshots that tell which of its changes were applied and how they did. */
async function observationLockOf(repos: Repositories, upload: UploadRow): Promise<ObservationLockInput | null> {
  const changeSet = await repos.changes.changeSetBefore(upload.account_id, upload.created_at, upload.id);
  if (!changeSet) return null;
  const [after, before] = await Promise.all([
    repos.changes.findSnapshot(upload.id),
    changeSet.upload_id === null ? undefined : repos.changes.findSnapshot(changeSet.upload_id),
  ]);
  if (!after) return null;
  return { entries: changeSet.items, changed_on: changeSet.date, today: new Date().toISOString().slice(0, 10), after: movableCopy(after), before: before ? movableCopy(before) : null };
}

/** The account's latest Search Term Report for the job (404 without one, as the insights answer). */
async function keptReportFor(repos: Repositories, upload: UploadRow): Promise<KeptSearchTermReport> {
  const kept = await repos.searchTermReports.findLatest(upload.account_id);
  if (!kept) throw notFound(NO_SEARCH_TERM_REPORT);
  return { id: kept.id, file_name: kept.file_name, stored: movableCopy(kept) };
}

/**
 * Runs the plan job for `request`, or answers the search-terms conflict (as the insights do). With
 * `search_term_report` the negatives and harvests come from the account's latest report instead of
 * the bulk file's search terms, which then need not be read (nor finished).
 */
async function runForUpload(deps: PlanDeps, upload: UploadRow, request: PlanJobRequest, from: InsightsSource): Promise<PlanJobOutput | { conflict: SearchTermsConflict }> {
  const { repos } = deps;
  const searchTermReport = from === 'search_term_report' ? await keptReportFor(repos, upload) : undefined;
  const pending = searchTermReport ? null : await searchTermsConflict(repos, upload);
  if (pending) return { conflict: pending };
  const [result, source, insightSettings, settings, currency] = await Promise.all([
    repos.uploads.findResult(upload.id),
    repos.plans.findSource(upload.id),
    repos.insightSettings.find(upload.account_id),
    planSettingsOf(repos, upload.account_id),
    repos.adAccounts.currencyOf(upload.account_id),
  ]);
  if (!result) throw conflict(PLAN_AUDIT_NOT_FINISHED);
  if (!source) throw conflict(PLAN_SOURCE_MISSING);
  const info = upload.search_terms_info ? (JSON.parse(upload.search_terms_info) as SearchTermsInfo) : null;
  const lock = await observationLockOf(repos, upload);
  const input: PlanJobInput = {
    request,
    // Copies with buffers of their own (the driver's may be shared): they are moved to the worker.
    auditResult: movableCopy(result),
    planSource: movableCopy(source),
    withSearchTerms: (info?.sheets_found.length ?? 0) > 0,
    insightSettings,
    planSettings: { ...settings, period_days: periodDaysOf(upload) },
    lock,
    currency: currencyCodeOf(currency) ?? undefined,
    searchTermReport,
  };
  return runPlanJob(deps.pool, input, searchTermReport ? async () => {} : (send) => repos.searchTerms.readJsonPages(upload.id, send));
}

/** The plan of the upload as UTF-8 JSON: the plan, its settings and the decisions saved for it. */
export async function uploadPlan(deps: PlanDeps, upload: UploadRow, from: InsightsSource = 'bulk_file'): Promise<{ json: Buffer } | { conflict: SearchTermsConflict }> {
  const [settings, decisions] = await Promise.all([planSettingsOf(deps.repos, upload.account_id), deps.repos.plans.listDecisions(upload.id)]);
  const head = { upload_id: upload.id, account_id: upload.account_id, settings, period_days: periodDaysOf(upload), decisions };
  const answer = await runForUpload(deps, upload, { mode: 'plan', head }, from);
  if ('conflict' in answer) return answer;
  const bytes = answer.bytes!;
  return { json: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** Saves a batch of decisions once every edited value is within its item's limits (else 400 naming each). */
export async function saveDecisions(deps: PlanDeps, upload: UploadRow, changes: DecisionChange[], from: InsightsSource = 'bulk_file'): Promise<Record<string, StoredDecision> | { conflict: SearchTermsConflict }> {
  const values = changes.map((c) => ({ item_id: c.item_id, value: c.value }));
  const answer = await runForUpload(deps, upload, { mode: 'check', values }, from);
  if ('conflict' in answer) return answer;
  if (answer.problems!.length > 0) throw badRequest(answer.problems!.join(' '));
  await deps.repos.plans.saveDecisions(upload.id, changes);
  return deps.repos.plans.listDecisions(upload.id);
}

/** The workbook of the accepted items, validated; on success the change set is stored. */
export async function exportPlan(deps: PlanDeps, upload: UploadRow, from: InsightsSource = 'bulk_file'): Promise<{ workbook: Uint8Array; changeSet: ChangeSetRecord } | { conflict: SearchTermsConflict }> {
  const stored = await deps.repos.plans.listDecisions(upload.id);
  const decisions: Record<string, PlanDecisions[string]> = {};
  for (const [id, d] of Object.entries(stored)) {
    if (d.status !== null) decisions[id] = d.value === null ? { status: d.status } : { status: d.status, value: d.value };
  }
  const date = new Date().toISOString().slice(0, 10);
  const answer = await runForUpload(deps, upload, { mode: 'export', decisions, date }, from);
  if ('conflict' in answer) return answer;
  if (answer.problems!.length > 0) throw badRequest(`The plan cannot be exported: ${answer.problems!.join(' ')}`);
  const changeSet = await deps.repos.plans.addChangeSet(upload.account_id, upload.id, date, answer.changeSet!.items);
  return { workbook: answer.bytes!, changeSet };
}

export interface PlanSettingsUpdate extends Partial<Omit<StoredPlanSettings, 'break_even'>> {
  break_even?: PlanSettings['break_even'];
  /** A costs CSV (`asin,price,cogs,fees`): its usable lines become the break-even costs. */
  costs_csv?: string;
  /** The break-even margin, with the costs given or those remembered. */
  margin?: number;
}

/**
 * Remembers settings for the account (those not given keep their values). Answers the settings
 * now remembered and the costs lines left out; 400 naming every wrong value, changing nothing.
 */
export async function rememberPlanSettings(repos: Repositories, accountId: number, given: PlanSettingsUpdate): Promise<{ settings: StoredPlanSettings; costs_problems: string[] }> {
  const { costs_csv: csv, margin, ...rest } = given;
  const current = await planSettingsOf(repos, accountId);
  const next: StoredPlanSettings = { ...current, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
  let costsProblems: string[] = [];
  if (csv !== undefined) {
    const parsed = parseCostsCsv(csv, null);
    costsProblems = parsed.problems;
    if (parsed.costs.length === 0) throw badRequest(`${NO_USABLE_COSTS} ${parsed.problems.join(' ')}`.trim());
    next.break_even = { costs: parsed.costs, margin: margin ?? next.break_even?.margin ?? 0 };
  } else if (margin !== undefined) {
    if (!next.break_even) throw badRequest('A margin needs break-even costs: upload a costs file first.');
    next.break_even = { ...next.break_even, margin };
  }
  const problems = validatePlanSettings(next);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  const { period_days: _period, ...settings } = resolvePlanSettings(next);
  await repos.plans.saveSettings(accountId, settings);
  return { settings, costs_problems: costsProblems };
}
