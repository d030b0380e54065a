import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmCancelled, useConfirm } from '../../../components/confirm/confirm';
import { FormError } from '../../../components/form/FormMessage';
import { useNotify } from '../../../components/notifications/notifications';
import { isPaymentsUnavailable, paymentErrorMessage, type Subscription } from '../api/payment-requests';
import { useCancelSubscription } from '../api/use-cancel-subscription';
import { useCurrentSubscription } from '../api/use-current-subscription';
import { UPLOADS_KEPT_BY_DEFAULT } from '../pricing-facts';

/** Stripe statuses under which the subscription is still running and can be cancelled. */
const CANCELLABLE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** 'March 4, 2026'; the server may send an ISO date-time or Unix seconds. */
export function formatPeriodEnd(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment due',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const cancel = useCancelSubscription();
  const periodEnd = formatPeriodEnd(subscription.current_period_end);
  const until = periodEnd ?? 'the end of the current period';
  const running = CANCELLABLE_STATUSES.has(subscription.status);

  const askToCancel = async () => {
    try {
      await confirm({
        title: 'Cancel subscription',
        description: `Premium stays on until ${until}. After that your account keeps the last ${UPLOADS_KEPT_BY_DEFAULT} audits again.`,
        confirmationText: 'Cancel subscription',
        cancellationText: 'Keep subscription',
        destructive: true,
      });
    } catch (error) {
      if (error instanceof ConfirmCancelled) return;
      throw error;
    }
    cancel.mutate(undefined, {
      onSuccess: () => notify(`Subscription cancelled. Premium stays on until ${until}.`, { severity: 'success' }),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{subscription.plan} plan</Typography>
        <Chip size="small" label={STATUS_LABELS[subscription.status] ?? subscription.status} color={running ? 'success' : 'default'} />
      </Stack>
      {running && (
        <Typography color="text.secondary">
          {subscription.cancel_at_period_end ? `Cancelled: premium ends on ${until}.` : `Renews on ${until}.`}
        </Typography>
      )}
      <FormError message={cancel.error ? paymentErrorMessage(cancel.error) : null} />
      {running && !subscription.cancel_at_period_end && (
        <div>
          <Button variant="outlined" color="error" disabled={cancel.isPending} onClick={() => void askToCancel()}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The signed-in user's subscription, with a way to cancel it at the end of the period. */
export function CurrentSubscription() {
  const query = useCurrentSubscription(true);

  let body;
  if (query.isPending) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>Loading your subscription...</Typography>
      </Stack>
    );
  } else if (query.isError) {
    body = isPaymentsUnavailable(query.error)
      ? <Alert severity="warning">{paymentErrorMessage(query.error)}</Alert>
      : <Alert severity="error">Your subscription could not be loaded: {paymentErrorMessage(query.error)}</Alert>;
  } else if (!query.data) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">You have no subscription.</Typography>
        <Button component={RouterLink} to="/pricing" variant="outlined">See Plans</Button>
      </Stack>
    );
  } else {
    body = <SubscriptionDetails subscription={query.data} />;
  }

  return (
    <Card component="section" aria-labelledby="current-subscription-title" variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="current-subscription-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Your subscription
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
