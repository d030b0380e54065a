import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { CURRENT_USER_KEY } from './current-user';

/**
 * Logs out (POST: the server refuses a logout from another site), then reloads the page at the
 * current path so every screen starts clean.
 */
export function useLogout(reload: () => void = () => window.location.reload()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/auth/logout')),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      reload();
    },
  });
}
