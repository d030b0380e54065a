import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, isFinalError, isSearchTermsPending, type SearchTermsSource } from '../../audit-session';
import { getPlan, putPlanSettings, type LoadedPlan, type PlanSettingsUpdate } from './plan-api';

/** Every plan of the upload (over either source of search terms). */
export const planKey = (uploadId: number) => ['plan', uploadId] as const;

/** The plan of the upload over `source`; asked again every 2000 ms while the bulk file's search terms are being stored. */
export function usePlan(uploadId: number, source: SearchTermsSource, enabled: boolean) {
  return useQuery({
    queryKey: [...planKey(uploadId), source],
    queryFn: ({ signal }) => getPlan(uploadId, source, signal),
    enabled,
    // Decisions are kept on the page as they are made: a refetch would only undo typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 2 && !isFinalError(error),
    refetchInterval: (query) => (isSearchTermsPending(query.state.error) ? POLL_INTERVAL_MS : false),
  });
}

/** Saves settings for the plan's account, then builds the plan again with them. */
export function useSavePlanSettings(plan: LoadedPlan) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanSettingsUpdate) => putPlanSettings(plan.account_id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKey(plan.upload_id) }),
  });
}
