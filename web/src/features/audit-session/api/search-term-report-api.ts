// The account's latest Search Term Report: shown by its own tab, and read by the tabs whose search
// terms can come from it (they offer the choice only when the account has one).
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ApiError, retryUnlessRefused } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';

export type LoadedSearchTermReport = components['schemas']['SearchTermReport'];

/** In answers made over the report (insights, plan): which report, its period, and its lines the audit lacks. */
export interface SearchTermReportAbout {
  id: number;
  file_name: string;
  start_date: string;
  end_date: string;
  unmatched_lines: number;
}

/** Where search terms come from: the bulk file's tabs, or the account's latest Search Term Report. */
export type SearchTermsSource = 'bulk_file' | 'search_term_report';

/** GET .../search-term-reports/latest; null when the account has none. */
export async function getLatestSearchTermReport(accountId: number, signal?: AbortSignal): Promise<LoadedSearchTermReport | null> {
  try {
    return await unwrap(api.GET('/api/accounts/{account_id}/search-term-reports/latest', { params: { path: { account_id: accountId } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const latestSearchTermReportKey = (accountId: number | undefined) => ['search-term-reports', 'latest', accountId] as const;

export function useLatestSearchTermReport(accountId: number | undefined) {
  return useQuery({
    queryKey: latestSearchTermReportKey(accountId),
    queryFn: ({ signal }) => getLatestSearchTermReport(accountId!, signal),
    enabled: accountId !== undefined,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}
