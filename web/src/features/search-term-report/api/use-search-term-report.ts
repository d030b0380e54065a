// The upload of a Search Term Report (a mutation that replaces the account's latest, a query kept in the audit session).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { latestSearchTermReportKey, type LoadedSearchTermReport } from '../../audit-session';
import { uploadSearchTermReport } from './search-term-report-api';

export function useSearchTermReportUpload(accountId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSearchTermReport(accountId!, file),
    onSuccess: (report: LoadedSearchTermReport) => queryClient.setQueryData(latestSearchTermReportKey(accountId), report),
  });
}
