import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { NOTES_KEY, type NoteTarget } from './types';

export const notesListKey = (target: NoteTarget) => [...NOTES_KEY, 'list', target.kind, target.key] as const;

/** GET /api/notes/?campaign_id= or ?parent_asin=: one target's notes, newest first; loaded afresh each time it is shown. */
export function useNotesList(target: NoteTarget) {
  return useQuery({
    queryKey: notesListKey(target),
    queryFn: ({ signal }) => {
      const query = target.kind === 'campaign' ? { campaign_id: target.key } : { parent_asin: target.key };
      return unwrap(api.GET('/api/notes/', { params: { query }, signal }), VALIDATION_ERRORS);
    },
    staleTime: 0,
    retry: false,
  });
}
