import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { ProfileBody } from '../../../lib/api-types';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => unwrap(api.PUT('/api/auth/profile', { body }), VALIDATION_ERRORS),
    onSuccess: () => queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
