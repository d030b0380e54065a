import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';

export type LoginInput = { email: string; password: string };

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginInput) => unwrap(api.POST('/api/auth/login', { body }), VALIDATION_ERRORS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
