import { useQuery } from '@tanstack/react-query';
import { getLatestBusinessReport } from './auditor-api';

/** GET /api/business_reports/latest for the shown upload; disabled until an upload is shown. */
export function useLatestBusinessReport(uploadId: number | undefined) {
  return useQuery({
    queryKey: ['business-reports', 'latest', uploadId],
    queryFn: ({ signal }) => getLatestBusinessReport(signal, { uploadId }),
    enabled: uploadId !== undefined,
    staleTime: Infinity,
  });
}
