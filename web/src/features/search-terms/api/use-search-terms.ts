import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchTermsPage, SearchTermsError, type SearchTermView } from './search-terms-api';

/** The upload id is in the key and in the call: an earlier audit reopened from the history shows its own terms. */
export const searchTermsKey = (uploadId: number, adGroupId: string, page: number, view: SearchTermView) => ['search-terms', uploadId, adGroupId, view, page] as const;

/** A refusal (4xx) will not change on a retry; a network or server failure may. */
const retryable = (failures: number, error: Error) => failures < 2 && !(error instanceof SearchTermsError && error.status < 500);

/**
 * GET /api/search-terms/{ad_group_id}: one page (1-based) of the ad group's search terms in a view (sort and filter).
 * While the next page loads the shown one stays (isPlaceholderData); an upload's terms never change.
 */
export function useSearchTerms(uploadId: number, adGroupId: string, page: number, view: SearchTermView, enabled: boolean) {
  return useQuery({
    queryKey: searchTermsKey(uploadId, adGroupId, page, view),
    queryFn: ({ signal }) => getSearchTermsPage(adGroupId, page, signal, uploadId, view),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryable,
  });
}
