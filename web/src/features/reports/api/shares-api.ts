// Share links: the owner's calls (make, list, copy, revoke) and the public report read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { VALIDATION_ERRORS } from '../../../lib/api-errors';
import type { components } from '../../../lib/api-schema';

export type ShareLink = components['schemas']['ShareLink'];
export type SharedReport = components['schemas']['SharedReport'];

export interface NewShare {
  accountId: number | null;
  uploadId: number;
  expiresInDays: number;
  noteIds: number[];
  /** Whether the report carries 'What we changed and what happened' (when the upload has it). */
  includeNarrative: boolean;
}

export const SHARES_KEY = ['shares'] as const;
const sharesKey = (accountId: number | null) => [...SHARES_KEY, accountId ?? 'default'] as const;

/** GET /api/shares: the links of the account on screen, newest first. */
export function useShareLinks(accountId: number | null) {
  return useQuery({
    queryKey: sharesKey(accountId),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/shares', { params: { query: accountId === null ? {} : { account_id: accountId } }, signal }))).shares,
    // Views are counted elsewhere (the recipients): always fresh when the list is shown.
    staleTime: 0,
  });
}

/** POST /api/shares: answers the token once (only its hash is kept). */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, uploadId, expiresInDays, noteIds, includeNarrative }: NewShare) =>
      unwrap(
        api.POST('/api/shares', {
          body: { ...(accountId === null ? {} : { account_id: accountId }), upload_id: uploadId, expires_in_days: expiresInDays, note_ids: noteIds, include_narrative: includeNarrative },
        }),
        VALIDATION_ERRORS,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

/** POST /api/shares/{share_id}/copy: a new link with that link's settings; its token is answered once. */
export function useCopyShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => unwrap(api.POST('/api/shares/{share_id}/copy', { params: { path: { share_id: shareId } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

/** DELETE /api/shares/{share_id}: the link answers 404 from then on. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: number) => unwrap(api.DELETE('/api/shares/{share_id}', { params: { path: { share_id: shareId } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHARES_KEY }),
  });
}

/** GET /api/shares/{token}: the read-only report (no sign-in). A 404 means revoked or expired. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: ['shared-report', token],
    queryFn: ({ signal }) => unwrap(api.GET('/api/shares/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
  });
}

/** The full address of a report page. */
export const reportUrl = (path: string) => `${window.location.origin}${path}`;
