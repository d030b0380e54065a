import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../lib/auth/current-user';
import { cancelSubscription } from './payment-requests';
import { CURRENT_SUBSCRIPTION_KEY } from './use-current-subscription';

/** Cancels at the end of the paid period (POST /api/subscription/cancel-subscription). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
    onError: (error) => console.error('Cancelling the subscription failed', error),
  });
}
