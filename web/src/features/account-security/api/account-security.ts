import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { CURRENT_USER_KEY, type CurrentUser } from '../../../lib/auth/current-user';

/** Mails a new verification link to the signed-in user (a few an hour). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/auth/verify-email/resend')) });
}

/** Uses the token of a verification link; the current user (if signed in) is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/auth/verify-email', { body: { token } }), VALIDATION_ERRORS),
    onSettled: async () => {
      // The page's first read of the user may still be on its way, made before the token was
      // used; a refetch would join it and keep 'not verified'. It is dropped and read again.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** Marks the user's notice as shown, so it is not shown again (on this page or another). */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/auth/notice')),
    onSuccess: () => queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) => (user ? { ...user, notice: null } : user)),
  });
}
