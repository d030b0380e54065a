import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, isFinalError, isSearchTermsPending, getInsights, type BrowserAnswers, type InsightQuery, type InsightSource } from '../../audit-session';

/** Lists this browser answers are keyed by its audit of the file, which stays when the server's result replaces it. */
export const insightsKey = (uploadId: number | string, settings: InsightQuery, source: InsightSource = 'bulk_file') => ['insights', uploadId, settings, source] as const;

const retryable = (failures: number, error: Error) => failures < 2 && !isFinalError(error);

/**
 * GET /api/insights for the upload with these settings, over the bulk file's search terms or the account's Search Term Report;
 * the bulk file's are answered by this browser's own audit of the file when there is one (`local`). While new settings compute,
 * the lists of the previous ones stay (isPlaceholderData); an upload's lists for given settings never change.
 * While the search terms are still being stored it asks again every 2000 ms, as the auditor polls its tasks.
 */
export function useInsights(uploadId: number, settings: InsightQuery | null, source: InsightSource = 'bulk_file', local: BrowserAnswers | null = null) {
  const browser = source === 'bulk_file' ? local : null;
  return useQuery({
    queryKey: insightsKey(browser?.key ?? uploadId, settings ?? ({} as InsightQuery), source),
    queryFn: ({ signal }) => (browser ? browser.insights(settings!, signal) : getInsights(uploadId, settings!, signal, source)),
    enabled: settings !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryable,
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}
