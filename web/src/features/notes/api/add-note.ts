import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { useAccountParam } from '../../accounts';
import { targetFields, type NoteTarget } from './types';

/** POST /api/notes/ in the chosen ad account: content is sent trimmed. */
export function useAddNote() {
  const accountId = useAccountParam();
  return useMutation({
    mutationFn: ({ target, content }: { target: NoteTarget; content: string }) =>
      unwrap(api.POST('/api/notes/', { body: { content: content.trim(), ...targetFields(target), account_id: accountId } }), VALIDATION_ERRORS),
  });
}
