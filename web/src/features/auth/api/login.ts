import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { LoginBody } from '../../../lib/api-types';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => unwrap(api.POST('/api/auth/login', { body }), VALIDATION_ERRORS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
