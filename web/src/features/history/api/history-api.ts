// GET /api/bulk/uploads: the uploads kept for an ad account, newest first, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';

export type HistoryUpload = components['schemas']['HistoryUpload'];

export const HISTORY_PAGE_SIZE = 10;

/** Every page of every account: refreshed after an upload. */
export const HISTORY_KEY = ['bulk', 'uploads'] as const;

/** One page (1-based) of the account's history; the shown page stays while the next loads. */
export function useUploadHistory(accountId: number | null, page: number, enabled = true) {
  return useQuery({
    queryKey: [...HISTORY_KEY, accountId ?? 'default', page],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/bulk/uploads', { params: { query: { account_id: accountId ?? undefined, page, page_size: HISTORY_PAGE_SIZE } }, signal }), VALIDATION_ERRORS),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
