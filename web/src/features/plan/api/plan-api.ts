// The plan calls: the plan of an upload with its settings and decisions, saving decisions, the
// export workbook, and the plan settings of an ad account.
import type { Plan, PlanSettings } from '@ads-auditor/audit';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';
import type { SearchTermReportAbout, SearchTermsSource } from '../../audit-session';

export type PlanStatus = 'accepted' | 'rejected';

/** A decision as the server keeps it: status null is undecided (kept for a note). */
export interface SavedDecision {
  status: PlanStatus | null;
  value: number | null;
  note: string | null;
}

export type SavedDecisions = Record<string, SavedDecision>;

export type AccountPlanSettings = Omit<PlanSettings, 'period_days'>;

/** GET /api/bulk/uploads/{upload_id}/plan. */
export interface LoadedPlan {
  upload_id: number;
  account_id: number;
  settings: AccountPlanSettings;
  period_days: number | null;
  decisions: SavedDecisions;
  /** With the Search Term Report as the source of negatives and harvests: which report. */
  search_term_report?: SearchTermReportAbout;
  plan: Plan;
}

export type PlanSettingsUpdate = paths['/api/accounts/{account_id}/plan-settings']['put']['requestBody']['content']['application/json'];
export type PlanSettingsAnswer = paths['/api/accounts/{account_id}/plan-settings']['put']['responses'][200]['content']['application/json'];

/** The upload, and the source of the search terms (the bulk file's unless the report is asked for): the plan, its decisions and its export name the same. */
const uploadPath = (uploadId: number, source: SearchTermsSource) => ({
  params: { path: { upload_id: uploadId }, query: source === 'search_term_report' ? { source } : {} },
});

export async function getPlan(uploadId: number, source: SearchTermsSource, signal?: AbortSignal): Promise<LoadedPlan> {
  return (await unwrap(api.GET('/api/bulk/uploads/{upload_id}/plan', { ...uploadPath(uploadId, source), signal }), VALIDATION_ERRORS)) as unknown as LoadedPlan;
}

export async function putDecisions(uploadId: number, source: SearchTermsSource, decisions: ({ item_id: string } & SavedDecision)[]): Promise<SavedDecisions> {
  const answer = await unwrap(api.PUT('/api/bulk/uploads/{upload_id}/plan/decisions', { ...uploadPath(uploadId, source), body: { decisions } }), VALIDATION_ERRORS);
  return answer.decisions as SavedDecisions;
}

/** POST .../plan/export: the workbook of the accepted items of the plan viewed (the server stores its change set). */
export async function exportPlanWorkbook(uploadId: number, source: SearchTermsSource): Promise<Blob> {
  return (await unwrap(api.POST('/api/bulk/uploads/{upload_id}/plan/export', { ...uploadPath(uploadId, source), parseAs: 'blob' }), VALIDATION_ERRORS)) as unknown as Blob;
}

export async function putPlanSettings(accountId: number, body: PlanSettingsUpdate): Promise<PlanSettingsAnswer> {
  return unwrap(api.PUT('/api/accounts/{account_id}/plan-settings', { params: { path: { account_id: accountId } }, body }), VALIDATION_ERRORS);
}
