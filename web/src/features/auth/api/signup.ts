import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { SignupBody } from '../../../lib/api-types';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => unwrap(api.POST('/api/auth/signup', { body }), VALIDATION_ERRORS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
