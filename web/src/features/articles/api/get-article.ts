import { useQuery } from '@tanstack/react-query';
import { articlesApi } from './articles-client';
import { articleKey } from './types';

/** GET /api/articles/{article_id}: a missing or another user's article answers 404. */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: articleKey(id ?? 0),
    queryFn: ({ signal }) => articlesApi.get(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
    // The form is filled once; a background refetch must not overwrite what the user types.
    refetchOnWindowFocus: false,
  });
}
