import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { targetFields, type NoteTarget } from './types';

/** POST /api/notes/: content is sent trimmed (spec 2 section 5). */
export function useAddNote() {
  return useMutation({
    mutationFn: ({ target, content }: { target: NoteTarget; content: string }) =>
      unwrap(api.POST('/api/notes/', { body: { content: content.trim(), ...targetFields(target) } }), VALIDATION_ERRORS),
  });
}
