import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articlesApi } from './articles-client';
import { ARTICLES_KEY, type ArticleInput } from './types';

/** POST /api/articles. */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleInput) => articlesApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
