// The change loop of an upload (GET /api/bulk/uploads/{upload_id}/changes): the plan exported
// before it checked against it, what each change did, why the account moved, and the narrative
// 'What we changed and what happened'. Here because the Changes tab, the Summary's line and the
// reports (PDF, share links) all read it, from one cached answer.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';
import { isFinalError, isSearchTermsPending } from './search-terms-pending';
import { POLL_INTERVAL_MS } from './task-polling';

export type ChangeLoop = paths['/api/bulk/uploads/{upload_id}/changes']['get']['responses'][200]['content']['application/json'];

export const changeLoopKey = (uploadId: number) => ['changes', uploadId] as const;

const changeLoopQuery = (uploadId: number) => ({
  queryKey: changeLoopKey(uploadId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    unwrap(api.GET('/api/bulk/uploads/{upload_id}/changes', { params: { path: { upload_id: uploadId } }, signal }), VALIDATION_ERRORS),
  staleTime: 5 * 60_000,
});

/** The change loop; asked again every 2000 ms while the search terms are stored, a refusal not at all. */
export function useChangeLoop(uploadId: number) {
  return useQuery({
    ...changeLoopQuery(uploadId),
    retry: (failures, error) => failures < 2 && !isFinalError(error),
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}

/** The upload's narrative for a report (cached, else asked once); none when there is none or it cannot be read now. */
export async function fetchNarrative(queryClient: QueryClient, uploadId: number): Promise<string[]> {
  try {
    // Not retried: the report is made now, without the narrative if it cannot be read.
    return (await queryClient.fetchQuery({ ...changeLoopQuery(uploadId), retry: false })).narrative;
  } catch {
    return [];
  }
}
