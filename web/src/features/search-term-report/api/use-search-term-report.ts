// The account's latest Search Term Report (a query) and its upload (a mutation that replaces it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from '../../../lib/api-errors';
import { getLatestSearchTermReport, uploadSearchTermReport, type LoadedSearchTermReport } from './search-term-report-api';

const latestKey = (accountId: number | undefined) => ['search-term-reports', 'latest', accountId] as const;

export function useLatestSearchTermReport(accountId: number | undefined) {
  return useQuery({
    queryKey: latestKey(accountId),
    queryFn: ({ signal }) => getLatestSearchTermReport(accountId!, signal),
    enabled: accountId !== undefined,
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}

export function useSearchTermReportUpload(accountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSearchTermReport(accountId!, file),
    onSuccess: (report: LoadedSearchTermReport) => queryClient.setQueryData(latestKey(accountId), report),
  });
}
