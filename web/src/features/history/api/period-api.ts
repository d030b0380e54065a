// The period an upload covers: GET and PUT /api/bulk/uploads/{upload_id}/period.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';
import { HISTORY_KEY } from './history-api';

export type UploadPeriod = components['schemas']['HistoryUpload']['date_range'];

/** Under the history's key: refreshing the history after an upload or a change refreshes these too. */
const periodKey = (uploadId: number) => [...HISTORY_KEY, 'period', uploadId] as const;

/** The period of the upload on screen: the one set for it, else its file name's; null while unknown. */
export function useUploadPeriod(uploadId: number | undefined) {
  return useQuery({
    queryKey: periodKey(uploadId ?? 0),
    queryFn: ({ signal }) => unwrap(api.GET('/api/bulk/uploads/{upload_id}/period', { params: { path: { upload_id: uploadId! } }, signal }), VALIDATION_ERRORS),
    enabled: uploadId !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** Sets (or, with nulls, clears) an upload's period; the history and the checks then read it. */
export function useSetUploadPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, start, end }: { uploadId: number; start: string | null; end: string | null }) =>
      unwrap(api.PUT('/api/bulk/uploads/{upload_id}/period', { params: { path: { upload_id: uploadId } }, body: { start, end } }), VALIDATION_ERRORS),
    onSuccess: (answer) => {
      queryClient.setQueryData(periodKey(answer.upload_id), answer);
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY, predicate: (query) => query.queryKey[2] !== 'period' });
    },
  });
}
