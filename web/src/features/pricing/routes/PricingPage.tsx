import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { PageTitle } from '../../../components/layout/PageTitle';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { SignupDialog } from '../../auth';
import { isPaymentsUnavailable, PAYMENTS_UNAVAILABLE_MESSAGE, paymentErrorMessage } from '../api/payment-requests';
import { usePaymentConfig } from '../api/use-payment-config';
import { useStartCheckout } from '../api/use-start-checkout';
import { PlanCard } from '../components/PlanCard';
import { PricingFaq } from '../components/PricingFaq';
import { PLANS, planButtonLabel, UPLOADS_KEPT_BY_DEFAULT, UPLOADS_KEPT_FOR_PREMIUM, type Plan, type PlanId } from '../pricing-facts';

/** The reason payments cannot be taken here, or null when they can (as far as we know). */
function unavailableReason(configEnabled: boolean | undefined, configError: unknown, checkoutError: unknown): string | null {
  if (configEnabled === false) return PAYMENTS_UNAVAILABLE_MESSAGE;
  if (isPaymentsUnavailable(configError)) return paymentErrorMessage(configError);
  if (isPaymentsUnavailable(checkoutError)) return paymentErrorMessage(checkoutError);
  return null;
}

export function PricingPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const signedIn = user !== null;
  const config = usePaymentConfig();
  const checkout = useStartCheckout();
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const [signupOpen, setSignupOpen] = useState(false);

  // Payments matter only to someone who can buy: a visitor's buttons open the sign-up dialog.
  const unavailable = signedIn ? unavailableReason(config.data?.enabled, config.error, checkout.error) : null;
  const checkoutError = checkout.error && !isPaymentsUnavailable(checkout.error) ? paymentErrorMessage(checkout.error) : null;
  // After a session is created the browser is leaving for the payment page: keep the buttons busy.
  const busy = checkout.isPending || checkout.isSuccess;

  const choose = (plan: Plan) => {
    if (!signedIn) {
      setSignupOpen(true);
      return;
    }
    setChosen(plan.id);
    checkout.mutate(plan.purchase);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title="Pricing" />
      <Stack spacing={1.5} sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 720, mx: 'auto' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 } }}>
          Pricing
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 18 }}>
          The auditor is free. Premium keeps your last {UPLOADS_KEPT_FOR_PREMIUM} audits instead of {UPLOADS_KEPT_BY_DEFAULT}, so
          you can come back to older accounts and the notes you wrote on them.
        </Typography>
        {!signedIn && !userLoading && (
          <Typography color="text.secondary">
            <Link component={RouterLink} to="/signup" underline="always">Sign up</Link> or{' '}
            <Link component={RouterLink} to="/login?next=/pricing" underline="always">log in</Link> to buy a plan.
          </Typography>
        )}
      </Stack>

      <Stack spacing={2} sx={{ mb: 3 }}>
        {unavailable && (
          <Alert severity="warning">
            <AlertTitle>Payments are unavailable</AlertTitle>
            {unavailable} The plans below cannot be bought here for now; the free auditor works as usual.
          </Alert>
        )}
        <FormError message={checkoutError} />
        {user?.is_premium && (
          <Alert severity="success">
            Your account is premium: it keeps your last {UPLOADS_KEPT_FOR_PREMIUM} audits.{' '}
            <Link component={RouterLink} to="/subscription" underline="always">See your subscription</Link>
          </Alert>
        )}
      </Stack>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            buttonLabel={planButtonLabel(plan.id, signedIn)}
            // The Basic button is disabled for anonymous users: there is nothing to buy without an account.
            disabled={signedIn ? config.isLoading || unavailable !== null || busy : userLoading || plan.id === 'basic'}
            pending={busy && chosen === plan.id}
            onChoose={() => choose(plan)}
          />
        ))}
      </Box>

      <PricingFaq />
      <SignupDialog open={signupOpen} onClose={() => setSignupOpen(false)} />
    </Container>
  );
}
