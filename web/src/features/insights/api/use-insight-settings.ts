import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightSettings } from '@ads-auditor/audit';
import { useAccountParam } from '../../accounts';
import { insightSettingsQuery, putInsightSettings } from '../../audit-session';

/** GET /api/insights/settings: the settings last saved for the current ad account (the defaults before that). */
export function useInsightSettings() {
  const accountId = useAccountParam();
  return useQuery(insightSettingsQuery(accountId));
}

/** PUT /api/insights/settings: remembers the settings of the current ad account for the next visit. */
export function useSaveInsightSettings() {
  const queryClient = useQueryClient();
  const accountId = useAccountParam();
  return useMutation({
    mutationFn: (settings: Partial<InsightSettings>) => putInsightSettings(accountId, settings),
    onSuccess: (saved) => queryClient.setQueryData(insightSettingsQuery(accountId).queryKey, saved),
  });
}
