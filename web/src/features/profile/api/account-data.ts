import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';
import { saveBlob } from '../../../lib/save-blob';

export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Fetches the archive of the user's data and saves it. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const archive = await unwrap(api.GET('/api/auth/account/export', { parseAs: 'blob' }));
      saveBlob(`ads-auditor-data-${new Date().toISOString().slice(0, 10)}.zip`, archive as Blob);
    },
  });
}

export interface DeleteAccountInput {
  confirmation: string;
  current_password?: string;
}

/** Deletes the account; afterwards nobody is signed in. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => unwrap(api.DELETE('/api/auth/account', { body }), VALIDATION_ERRORS),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
