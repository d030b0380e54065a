import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** DELETE /api/notes/{id}. */
export function useDeleteNote() {
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/notes/{id}', { params: { path: { id } } })),
  });
}
