import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, serverDetail } from '../../../lib/api-errors';
import { POLL_INTERVAL_MS } from '../../auditor/api/task-polling';
import { getInsights, type InsightQuery } from './insights-api';

export const insightsKey = (uploadId: number, settings: InsightQuery) => ['insights', uploadId, settings] as const;

/** A refusal (4xx) will not change on a retry; a network or server failure may. */
export const isFinalError = (error: unknown) => error instanceof ApiError && error.status < 500;
const retryable = (failures: number, error: Error) => failures < 2 && !isFinalError(error);

/**
 * The server's 409 while the upload's search terms are still being stored: it ends by itself.
 * Its other 409 (the search-terms task failed) is final. The server gives no error code, so
 * its sentence tells them apart; an unknown sentence counts as final (no endless polling).
 */
export function isSearchTermsPending(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /still being processed/i.test(serverDetail(error) ?? '');
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
