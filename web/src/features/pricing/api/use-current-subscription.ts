import { useQuery } from '@tanstack/react-query';
import { fetchCurrentSubscription } from './payment-requests';

export const CURRENT_SUBSCRIPTION_KEY = ['currentSubscription'] as const;

/** The caller's subscription or null (GET /api/subscription/current-subscription); signed-in users only. */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({
    queryKey: CURRENT_SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => fetchCurrentSubscription(signal),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
