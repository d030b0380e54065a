import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';

export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}

/** Every other session of the user ends; this browser gets a new session cookie from the answer. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      unwrap(api.POST('/api/auth/change-password', { body }), VALIDATION_ERRORS),
    onSuccess: () => queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
