// The insights calls (issue 12): the lists of an upload computed with given settings, and the
// settings the user last applied (remembered per user).
import type { InsightSettings, InsightsResult } from '@ads-auditor/audit';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';

/** GET /api/insights: the engine's result for the upload, computed from its stored search terms. */
export interface LoadedInsights extends InsightsResult {
  upload_id: number;
}

/** The settings the lists depend on (harvest_min_orders is kept as remembered: the tab has no field for it). */
export type InsightQuery = Pick<InsightSettings, 'target_acos' | 'min_clicks' | 'brand_terms' | 'waste_factor' | 'harvest_min_orders'>;

export async function getInsights(uploadId: number, settings: InsightQuery, signal?: AbortSignal): Promise<LoadedInsights> {
  const query = {
    upload_id: uploadId,
    target_acos: settings.target_acos,
    min_clicks: settings.min_clicks,
    brand_terms: settings.brand_terms.join(','),
    waste_factor: settings.waste_factor,
    harvest_min_orders: settings.harvest_min_orders,
  };
  return (await unwrap(api.GET('/api/insights', { params: { query }, signal }), VALIDATION_ERRORS)) as unknown as LoadedInsights;
}

export async function getInsightSettings(signal?: AbortSignal): Promise<InsightSettings> {
  return (await unwrap(api.GET('/api/insights/settings', { signal }))) as InsightSettings;
}

export async function putInsightSettings(settings: Partial<InsightSettings>): Promise<InsightSettings> {
  return (await unwrap(api.PUT('/api/insights/settings', { body: settings }), VALIDATION_ERRORS)) as InsightSettings;
}
