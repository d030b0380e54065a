import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, isFinalError, isSearchTermsPending, getInsights, type InsightQuery, type InsightSource } from '../../audit-session';

export const insightsKey = (uploadId: number, settings: InsightQuery, source: InsightSource = 'bulk_file') => ['insights', uploadId, settings, source] as const;

const retryable = (failures: number, error: Error) => failures < 2 && !isFinalError(error);


/**
 * GET /api/insights for the upload with these settings, over the bulk file's search terms or the account's Search Term Report. While new settings compute, the lists of
 * the previous ones stay (isPlaceholderData); an upload's lists for given settings never change.
 * While the search terms are still being stored it asks again every 2000 ms, as the auditor polls its tasks.
 */
export function useInsights(uploadId: number, settings: InsightQuery | null, source: InsightSource = 'bulk_file') {
  return useQuery({
    queryKey: insightsKey(uploadId, settings ?? ({} as InsightQuery), source),
    queryFn: ({ signal }) => getInsights(uploadId, settings!, signal, source),
    enabled: settings !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryable,
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}
