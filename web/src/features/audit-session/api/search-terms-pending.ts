// The 409 that the insights, the plan and the change loop answer while an upload's search terms are stored.
import { ApiError } from '../../../lib/api-errors';

/** A refusal (4xx) answers the same on a retry; a network or server failure may not. */
export const isFinalError = (error: unknown) => error instanceof ApiError && error.status < 500;

/**
 * The server's 409 while the upload's search terms are still being stored (code
 * search_terms_pending): it ends by itself. Its other 409 (search_terms_failed: the search-terms
 * task failed) is final, and so is any other answer (no endless polling).
 */
export function isSearchTermsPending(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (error.body as { code?: string } | null)?.code === 'search_terms_pending';
}
