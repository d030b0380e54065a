import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';
import { POLL_INTERVAL_MS } from '../../auditor/api/task-polling';
import { getInsights, type InsightQuery } from './insights-api';

export const insightsKey = (uploadId: number, settings: InsightQuery) => ['insights', uploadId, settings] as const;

/** A refusal (4xx) will not change on a retry; a network or server failure may. */
export const isFinalError = (error: unknown) => error instanceof ApiError && error.status < 500;
const retryable = (failures: number, error: Error) => failures < 2 && !isFinalError(error);

type SearchTermsConflict = paths['/api/insights']['get']['responses'][409]['content']['application/json'];

/**
 * The server's 409 while the upload's search terms are still being stored (code
 * search_terms_pending): it ends by itself. Its other 409 (search_terms_failed: the search-terms
 * task failed) is final, and so is any other answer (no endless polling).
 */
export function isSearchTermsPending(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as Partial<SearchTermsConflict> | null;
  return body?.code === 'search_terms_pending';
}

/**
 * GET /api/insights for the upload with these settings. While new settings compute, the lists of
 * the previous ones stay (isPlaceholderData); an upload's lists for given settings never change.
 * While the search terms are still being stored it asks again every 2000 ms, as the auditor polls its tasks.
 */
export function useInsights(uploadId: number, settings: InsightQuery | null) {
  return useQuery({
    queryKey: insightsKey(uploadId, settings ?? ({} as InsightQuery)),
    queryFn: ({ signal }) => getInsights(uploadId, settings!, signal),
    enabled: settings !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryable,
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}
