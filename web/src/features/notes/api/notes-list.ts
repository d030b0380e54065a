import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { useAccountParam } from '../../accounts';
import { NOTES_KEY, type NoteTarget } from './types';

export const notesListKey = (target: NoteTarget) => [...NOTES_KEY, 'list', target.kind, target.key] as const;

/** GET /api/notes/?campaign_id= or ?parent_asin=: one target's notes in the chosen ad account, newest first; loaded afresh each time it is shown. */
export function useNotesList(target: NoteTarget) {
  const accountId = useAccountParam();
  return useQuery({
    queryKey: [...notesListKey(target), accountId ?? 'default'],
    queryFn: ({ signal }) => {
      const query = { ...(target.kind === 'campaign' ? { campaign_id: target.key } : { parent_asin: target.key }), account_id: accountId };
      return unwrap(api.GET('/api/notes/', { params: { query }, signal }), VALIDATION_ERRORS);
    },
    staleTime: 0,
    retry: false,
  });
}
