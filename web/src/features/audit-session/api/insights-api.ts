// The insights calls: the lists of an upload computed with given settings, and the
// settings last applied to the ad account (remembered per account).
import { queryOptions } from '@tanstack/react-query';
import type { InsightSettings, InsightsResult } from '@ads-auditor/audit';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { SearchTermReportAbout, SearchTermsSource } from './search-term-report-api';

/** GET /api/insights: the engine's result for the upload, computed from its stored search terms. */
export interface LoadedInsights extends InsightsResult {
  upload_id: number;
  /** With the Search Term Report as the source: which report, its period, and its lines the audit lacks. */
  search_term_report?: SearchTermReportAbout;
}

/** Where the search terms come from: the bulk file's tabs, or the account's latest Search Term Report. */
export type InsightSource = SearchTermsSource;

/** The settings the lists depend on, each a field of the tab. */
export type InsightQuery = Pick<InsightSettings, 'target_acos' | 'min_clicks' | 'brand_terms' | 'waste_factor' | 'harvest_min_orders'>;

export async function getInsights(uploadId: number, settings: InsightQuery, signal?: AbortSignal, source: InsightSource = 'bulk_file'): Promise<LoadedInsights> {
  const query = {
    ...(source === 'search_term_report' && { source }),
    upload_id: uploadId,
    target_acos: settings.target_acos,
    min_clicks: settings.min_clicks,
    brand_terms: settings.brand_terms.join(','),
    waste_factor: settings.waste_factor,
    harvest_min_orders: settings.harvest_min_orders,
  };
  return (await unwrap(api.GET('/api/insights', { params: { query }, signal }), VALIDATION_ERRORS)) as unknown as LoadedInsights;
}

/**
 * GET /api/insights/settings as a query, one cache entry per ad account: the Insights tab reads it,
 * and the page asks it ahead, so the tab opens with the settings already there.
 */
export const insightSettingsQuery = (accountId: number | undefined) =>
  queryOptions({
    queryKey: ['insights', 'settings', accountId ?? 'default'] as const,
    queryFn: ({ signal }) => getInsightSettings(accountId, signal),
    staleTime: Infinity,
  });

/** `accountId`: the ad account the settings belong to (the default account when undefined). */
export async function getInsightSettings(accountId: number | undefined, signal?: AbortSignal): Promise<InsightSettings> {
  return (await unwrap(api.GET('/api/insights/settings', { params: { query: { account_id: accountId } }, signal }))) as InsightSettings;
}

export async function putInsightSettings(accountId: number | undefined, settings: Partial<InsightSettings>): Promise<InsightSettings> {
  return (await unwrap(api.PUT('/api/insights/settings', { params: { query: { account_id: accountId } }, body: settings }), VALIDATION_ERRORS)) as InsightSettings;
}
