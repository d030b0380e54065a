import { useQuery } from '@tanstack/react-query';
import { getLatestAudit } from './auditor-api';

/** The latest audit of an ad account (null: without a chosen account, the default account). */
export const latestAuditKey = (accountId: number | null) => ['bulk', 'campaigns', 'latest', accountId ?? 'default'] as const;
/** A kept upload's audit: it never changes (the Compare tab shares these entries). */
export const uploadAuditKey = (uploadId: number) => ['bulk', 'campaigns', 'upload', uploadId] as const;

/** GET /api/bulk/campaigns: the account's latest processed upload, so a reload shows it without re-uploading. */
export function useLatestAudit(accountId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: latestAuditKey(accountId),
    queryFn: ({ signal }) => getLatestAudit(signal, { accountId: accountId ?? undefined }),
    enabled,
    staleTime: Infinity,
  });
}

/** GET /api/bulk/campaigns?upload_id=: a kept audit of the account reopened from the history; disabled without an id. */
export function useUploadAudit(uploadId: number | null, accountId: number | null = null) {
  return useQuery({
    queryKey: uploadAuditKey(uploadId ?? 0),
    queryFn: ({ signal }) => getLatestAudit(signal, { uploadId: uploadId ?? undefined, accountId: accountId ?? undefined }),
    enabled: uploadId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
