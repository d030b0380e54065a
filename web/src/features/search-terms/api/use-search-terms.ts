import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BrowserAnswers } from '../../audit-session';
import { getSearchTermsPage, SearchTermsError, type SearchTermView } from './search-terms-api';

/**
 * The upload id is in the key and in the call: an earlier audit reopened from the history shows its own terms.
 * Terms this browser answers are keyed by its audit of the file, which stays when the server's result replaces it.
 */
export const searchTermsKey = (uploadId: number | string, adGroupId: string, page: number, view: SearchTermView) => ['search-terms', uploadId, adGroupId, view, page] as const;

/** A refusal (4xx) will not change on a retry; a network or server failure may. */
const retryable = (failures: number, error: Error) => failures < 2 && !(error instanceof SearchTermsError && error.status < 500);

/**
 * GET /api/search-terms/{ad_group_id}, or the same answered by this browser's audit of the file: one
 * page (1-based) of the ad group's search terms in a view (sort and filter).
 * While the next page loads the shown one stays (isPlaceholderData); an upload's terms never change.
 */
export function useSearchTerms(uploadId: number, local: BrowserAnswers | null, adGroupId: string, page: number, view: SearchTermView, enabled: boolean) {
  return useQuery({
    queryKey: searchTermsKey(local?.key ?? uploadId, adGroupId, page, view),
    queryFn: ({ signal }) => getSearchTermsPage(adGroupId, page, signal, { uploadId, local }, view),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}
