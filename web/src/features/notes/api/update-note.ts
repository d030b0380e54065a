import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';

/** PUT /api/notes/{id}: content is sent trimmed. */
export function useUpdateNote() {
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      unwrap(api.PUT('/api/notes/{id}', { params: { path: { id } }, body: { content: content.trim() } }), VALIDATION_ERRORS),
  });
}
