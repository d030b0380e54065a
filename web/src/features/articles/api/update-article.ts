import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlesApi } from './articles-client';
import { ARTICLES_KEY, type ArticleInput } from './types';

/** PUT /api/articles/{article_id}. */
export function useUpdateArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleInput) => articlesApi.update(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
