import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { ArticleInput } from './types';

const byId = (article_id: number) => ({ params: { path: { article_id } } });

/** The articles calls; each throws ApiError (with the client's status texts) or CancelError. */
export const articlesApi = {
  /** GET /api/articles?published_only=false: the caller's own articles. */
  listMine: (signal?: AbortSignal) =>
    unwrap(api.GET('/api/articles', { params: { query: { published_only: false } }, signal }), VALIDATION_ERRORS),
  get: (id: number, signal?: AbortSignal) => unwrap(api.GET('/api/articles/{article_id}', { ...byId(id), signal }), VALIDATION_ERRORS),
  create: (body: ArticleInput) => unwrap(api.POST('/api/articles', { body }), VALIDATION_ERRORS),
  update: (id: number, body: ArticleInput) => unwrap(api.PUT('/api/articles/{article_id}', { ...byId(id), body }), VALIDATION_ERRORS),
  remove: (id: number) => unwrap(api.DELETE('/api/articles/{article_id}', byId(id)), VALIDATION_ERRORS),
};
