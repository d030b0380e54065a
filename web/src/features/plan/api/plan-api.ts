// The plan calls: the plan of an upload with its settings and decisions, saving decisions, the
// export workbook, and the plan settings of an ad account.
import type { Plan, PlanSettings } from '@ads-auditor/audit';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';

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
  plan: Plan;
}

export type PlanSettingsUpdate = paths['/api/accounts/{account_id}/plan-settings']['put']['requestBody']['content']['application/json'];
export type PlanSettingsAnswer = paths['/api/accounts/{account_id}/plan-settings']['put']['responses'][200]['content']['application/json'];

const uploadPath = (uploadId: number) => ({ params: { path: { upload_id: uploadId } } });

export async function getPlan(uploadId: number, signal?: AbortSignal): Promise<LoadedPlan> {
  return (await unwrap(api.GET('/api/bulk/uploads/{upload_id}/plan', { ...uploadPath(uploadId), signal }), VALIDATION_ERRORS)) as unknown as LoadedPlan;
}

export async function putDecisions(uploadId: number, decisions: ({ item_id: string } & SavedDecision)[]): Promise<SavedDecisions> {
  const answer = await unwrap(api.PUT('/api/bulk/uploads/{upload_id}/plan/decisions', { ...uploadPath(uploadId), body: { decisions } }), VALIDATION_ERRORS);
  return answer.decisions as SavedDecisions;
}

/** POST .../plan/export: the workbook of the accepted items (the server stores its change set). */
export async function exportPlanWorkbook(uploadId: number): Promise<Blob> {
  return (await unwrap(api.POST('/api/bulk/uploads/{upload_id}/plan/export', { ...uploadPath(uploadId), parseAs: 'blob' }), VALIDATION_ERRORS)) as unknown as Blob;
}

export async function putPlanSettings(accountId: number, body: PlanSettingsUpdate): Promise<PlanSettingsAnswer> {
  return unwrap(api.PUT('/api/accounts/{account_id}/plan-settings', { params: { path: { account_id: accountId } }, body }), VALIDATION_ERRORS);
}
