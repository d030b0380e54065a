import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { ResetPasswordBody } from '../../../lib/api-types';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      unwrap(api.POST('/api/auth/reset-password', { body }), VALIDATION_ERRORS),
  });
}
