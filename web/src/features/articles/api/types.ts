import type { components } from '../../../lib/api-schema';

/** An article as the articles API answers it (plus its owner and times). */
export type Article = components['schemas']['Article'];

/** The body the form sends to POST /api/articles and PUT /api/articles/{article_id}. */
export interface ArticleInput {
  title: string;
  content: string;
  is_published: boolean;
}

export const ARTICLES_KEY = ['articles'] as const;
export const myArticlesKey = [...ARTICLES_KEY, 'mine'] as const;
export const articleKey = (id: number) => [...ARTICLES_KEY, 'one', id] as const;
