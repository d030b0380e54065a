import { useQuery } from '@tanstack/react-query';
import { articlesApi } from './articles-client';
import { myArticlesKey } from './types';

/** GET /api/articles?published_only=false: the signed-in user's articles. */
export function useMyArticles() {
  return useQuery({
    queryKey: myArticlesKey,
    queryFn: ({ signal }) => articlesApi.listMine(signal),
    staleTime: 0,
    // A failure is shown with a Retry button rather than retried silently.
    retry: false,
  });
}
