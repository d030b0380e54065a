import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightSettings } from '@ads-auditor/audit';
import { getInsightSettings, putInsightSettings } from './insights-api';

export const insightSettingsKey = ['insights', 'settings'] as const;

/** GET /api/insights/settings: the settings the user last saved (the defaults before that). */
export function useInsightSettings() {
  return useQuery({ queryKey: insightSettingsKey, queryFn: ({ signal }) => getInsightSettings(signal), staleTime: Infinity });
}

/** PUT /api/insights/settings: remembers the settings for the next visit. */
export function useSaveInsightSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Partial<InsightSettings>) => putInsightSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(insightSettingsKey, saved),
  });
}
