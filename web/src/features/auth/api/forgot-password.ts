import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { ForgotPasswordBody } from '../../../lib/api-types';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      unwrap(api.POST('/api/auth/forgot-password', { body }), VALIDATION_ERRORS),
  });
}
