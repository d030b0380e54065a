// The change loop's calls: the check of an upload against the account's latest change set, and the
// changes that did not reach Amazon as a bulk file.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';
import { POLL_INTERVAL_MS, isFinalError, isSearchTermsPending } from '../../audit-session';

export type ChangeLoop = paths['/api/bulk/uploads/{upload_id}/changes']['get']['responses'][200]['content']['application/json'];
export type VerifiedChange = NonNullable<ChangeLoop['verify']>['items'][number];
export type ChangeImpact = NonNullable<ChangeLoop['impact']>['changes'][number];

const uploadPath = (uploadId: number) => ({ params: { path: { upload_id: uploadId } } });

export const changeLoopKey = (uploadId: number) => ['changes', uploadId] as const;

/** GET /api/bulk/uploads/{upload_id}/changes; asked again every 2000 ms while the search terms are stored, a refusal not at all. */
export function useChangeLoop(uploadId: number) {
  return useQuery({
    queryKey: changeLoopKey(uploadId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/bulk/uploads/{upload_id}/changes', { ...uploadPath(uploadId), signal }), VALIDATION_ERRORS),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 2 && !isFinalError(error),
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}

/** POST .../changes/export: the workbook of the changes not applied (or set to another value). */
export async function exportChangesAgain(uploadId: number): Promise<Blob> {
  return (await unwrap(api.POST('/api/bulk/uploads/{upload_id}/changes/export', { ...uploadPath(uploadId), parseAs: 'blob' }), VALIDATION_ERRORS)) as unknown as Blob;
}
