import { useQuery } from '@tanstack/react-query';
import { getLatestAudit } from './auditor-api';

export const latestAuditKey = ['bulk', 'campaigns'] as const;

/** GET /api/bulk/campaigns: the latest processed upload, so a reload shows it without re-uploading. */
export function useLatestAudit() {
  return useQuery({ queryKey: latestAuditKey, queryFn: ({ signal }) => getLatestAudit(signal), staleTime: Infinity });
}
