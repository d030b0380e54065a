// The Search Term Report calls: GET .../search-term-reports/latest (null when none was uploaded),
// and the upload, through XMLHttpRequest as the other uploads.
import { api, unwrap } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';
import { postFile } from '../../audit-session';

export type LoadedSearchTermReport = components['schemas']['SearchTermReport'];
export type ReportCampaign = LoadedSearchTermReport['by_campaign'][number];
export type ReportTerm = LoadedSearchTermReport['top_terms'][number];
export type ReportDay = LoadedSearchTermReport['by_day'][number];

export const reportPath = (accountId: number) => `/api/accounts/${accountId}/search-term-reports`;

export async function getLatestSearchTermReport(accountId: number, signal?: AbortSignal): Promise<LoadedSearchTermReport | null> {
  try {
    return await unwrap(api.GET('/api/accounts/{account_id}/search-term-reports/latest', { params: { path: { account_id: accountId } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const uploadSearchTermReport = (accountId: number, file: File, onProgress?: (sent: number) => void) =>
  postFile<LoadedSearchTermReport>(reportPath(accountId), file, onProgress);
