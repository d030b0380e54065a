import { ApiError } from '../../../lib/api-errors';

export type ArticleField = 'title' | 'content' | 'is_published';
const FIELDS: readonly ArticleField[] = ['title', 'content', 'is_published'];

/**
 * The per-field messages of a 422 `{detail: [{loc: ['body', field], msg}]}` answer
 * (the server's validation answer for every route); empty for any other error.
 */
export function articleFieldErrors(error: unknown): Partial<Record<ArticleField, string>> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return {};
  const messages: Partial<Record<ArticleField, string>> = {};
  for (const issue of detail as { loc?: unknown; msg?: unknown }[]) {
    const loc: unknown = issue?.loc;
    if (!Array.isArray(loc) || typeof issue.msg !== 'string') continue;
    const field = FIELDS.find((name) => loc.includes(name));
    if (field && !messages[field]) messages[field] = issue.msg;
  }
  return messages;
}
