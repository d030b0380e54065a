import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../../components/layout/PageTitle';
import { CURRENT_USER_KEY, fetchCurrentUser, useCurrentUser } from '../../../lib/auth/current-user';
import { CurrentSubscription } from '../components/CurrentSubscription';
import { SubscriptionResult, type SubscriptionOutcome } from '../components/SubscriptionResult';

/** Refetches the current user once on arrival, so premium status reflects the payment just made. */
function useUserRefresh(): 'updating' | 'done' | 'failed' {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'updating' | 'done' | 'failed'>('updating');
  useEffect(() => {
    let live = true;
    queryClient
      .fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 })
      .then(
        () => live && setState('done'),
        (error: unknown) => {
          console.error('Refreshing the current user failed', error);
          if (live) setState('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [queryClient]);
  return state;
}

/** /subscription: the result of a checkout (?payment-success or ?payment-canceled). */
export function SubscriptionPage() {
  const [params] = useSearchParams();
  const refresh = useUserRefresh();
  const { user } = useCurrentUser();

  let outcome: SubscriptionOutcome;
  if (refresh === 'updating') outcome = 'updating';
  else if (refresh === 'failed') outcome = 'error';
  else if (params.has('payment-success')) outcome = 'success';
  else if (params.has('payment-canceled')) outcome = 'canceled';
  else outcome = 'none';

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title="Subscription" />
      <Stack spacing={4}>
        <SubscriptionResult outcome={outcome} premiumConfirmed={user?.is_premium === true} downloadToken={params.get('download_token')} />
        {refresh === 'done' && user && <CurrentSubscription />}
      </Stack>
    </Container>
  );
}
