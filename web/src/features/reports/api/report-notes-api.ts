// The notes an upload's report leaves out (the PDF and new share links), and whether it carries the
// change loop's narrative, kept on the server per upload: GET and PUT /api/bulk/uploads/{upload_id}/report-notes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { paths } from '../../../lib/api-schema';

type ReportNoteChoice = paths['/api/bulk/uploads/{upload_id}/report-notes']['get']['responses'][200]['content']['application/json'];
/** What a save changes: the notes left out, whether the narrative is carried, or both. */
export type ReportChoiceChange = Partial<Pick<ReportNoteChoice, 'excluded_note_ids' | 'include_narrative'>>;

const choiceKey = (uploadId: number) => ['report-note-choice', uploadId] as const;

export function useReportNoteChoice(uploadId: number) {
  return useQuery({
    queryKey: choiceKey(uploadId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/bulk/uploads/{upload_id}/report-notes', { params: { path: { upload_id: uploadId } }, signal })),
    retry: false,
  });
}

/**
 * Saves the notes left out, or the narrative's choice. The screen shows the new choice at once; the saves of one upload
 * run one after another (scope), so the last tick wins. A failed save reloads the stored choice.
 */
export function useSaveReportNoteChoice(uploadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `report-note-choice-${uploadId}` },
    mutationFn: (change: ReportChoiceChange) =>
      unwrap(api.PUT('/api/bulk/uploads/{upload_id}/report-notes', { params: { path: { upload_id: uploadId } }, body: change }), VALIDATION_ERRORS),
    onMutate: (change) => {
      queryClient.setQueryData<ReportNoteChoice>(choiceKey(uploadId), (old) => ({
        upload_id: uploadId, updated_at: old?.updated_at ?? null, excluded_note_ids: old?.excluded_note_ids ?? [], include_narrative: old?.include_narrative ?? true, ...change,
      }));
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: choiceKey(uploadId) }),
  });
}

/** The stored choice, read afresh (for the PDF, which must print what was chosen last). */
export function fetchReportNoteChoice(uploadId: number): Promise<ReportNoteChoice> {
  return unwrap(api.GET('/api/bulk/uploads/{upload_id}/report-notes', { params: { path: { upload_id: uploadId } } }));
}
