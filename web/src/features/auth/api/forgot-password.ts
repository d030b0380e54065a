import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      unwrap(api.POST('/api/auth/forgot-password', { body }), VALIDATION_ERRORS),
  });
}
