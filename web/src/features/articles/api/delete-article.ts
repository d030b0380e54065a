import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlesApi } from './articles-client';
import { ARTICLES_KEY } from './types';

/** DELETE /api/articles/{article_id}. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => articlesApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
