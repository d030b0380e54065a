// The ad accounts calls (GET/POST /api/accounts, PATCH /api/accounts/{id}) and their query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { retryUnlessRefused, VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';

export type AdAccount = components['schemas']['AdAccount'];

export const ACCOUNTS_KEY = ['accounts'] as const;

/** GET /api/accounts: never empty (the server creates the default account on first need). */
export function useAccounts(enabled = true) {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/accounts', { signal }))).accounts,
    enabled,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}

/** POST /api/accounts; the list is refreshed once it is created. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, currency }: { name: string; currency: string }) => unwrap(api.POST('/api/accounts', { body: { name: name.trim(), currency } }), VALIDATION_ERRORS),
    onSuccess: (created) => {
      queryClient.setQueryData<AdAccount[]>(ACCOUNTS_KEY, (accounts) => (accounts ? [...accounts, created] : [created]));
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
}

/** The name every user's first account starts with (the server's default). */
export const DEFAULT_ACCOUNT_NAME = 'My account';

/** PATCH /api/accounts/{account_id}: renames it or changes its currency; the list is refreshed. */
export function useRenameAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, name, currency }: { accountId: number; name: string; currency?: string }) =>
      unwrap(api.PATCH('/api/accounts/{account_id}', { params: { path: { account_id: accountId } }, body: { name: name.trim(), currency } }), VALIDATION_ERRORS),
    onSuccess: (renamed) => {
      queryClient.setQueryData<AdAccount[]>(ACCOUNTS_KEY, (accounts) => accounts?.map((a) => (a.id === renamed.id ? renamed : a)));
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    },
  });
}
