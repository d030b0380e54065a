import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import InfoRoundedIcon from '@mui/icons-material/InfoRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import { UPLOADS_KEPT_FOR_PREMIUM } from '../pricing-facts';
import { PurchaseDownload } from './PurchaseDownload';

/** Loading, then success, canceled or error (plus no result in the address). */
export type SubscriptionOutcome = 'updating' | 'success' | 'canceled' | 'error' | 'none';

/** Shown when the subscription page cannot read the result. */
export const USER_UPDATE_FAILED = 'Failed to update user data';

function Result({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {icon}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }} component="div">{children}</Typography>
      {action}
    </Stack>
  );
}

const dashboardButton = (
  <Button component={RouterLink} to="/dashboard" variant="contained" size="large">Go to Dashboard</Button>
);

type SubscriptionResultProps = {
  outcome: SubscriptionOutcome;
  premiumConfirmed: boolean;
  /** The Pro purchase's one-time download token, from its success link. */
  downloadToken: string | null;
};

export function SubscriptionResult({ outcome, premiumConfirmed, downloadToken }: SubscriptionResultProps) {
  switch (outcome) {
    case 'updating':
      return (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
          <CircularProgress aria-hidden />
          <Typography>Updating your account...</Typography>
        </Stack>
      );
    case 'success':
      return (
        <Result
          icon={<WorkspacePremiumRoundedIcon color="primary" sx={{ fontSize: 64 }} />}
          title="Welcome to Premium"
          action={dashboardButton}
        >
          <p>Thank you for your payment. Your account now keeps your last {UPLOADS_KEPT_FOR_PREMIUM} audits.</p>
          {!premiumConfirmed && <p>The payment provider is still confirming your payment: premium appears on your account within a minute.</p>}
          {downloadToken && <PurchaseDownload token={downloadToken} />}
        </Result>
      );
    case 'canceled':
      return (
        <Result
          icon={<CancelRoundedIcon color="warning" sx={{ fontSize: 64 }} />}
          title="Payment Canceled"
          action={<Button component={RouterLink} to="/pricing" variant="contained" size="large">Try Again</Button>}
        >
          <p>Nothing was charged. You can choose a plan again whenever you are ready.</p>
        </Result>
      );
    case 'error':
      return (
        <Result icon={<ErrorRoundedIcon color="error" sx={{ fontSize: 64 }} />} title="Something went wrong" action={dashboardButton}>
          <p role="alert">{USER_UPDATE_FAILED}</p>
        </Result>
      );
    case 'none':
      return (
        <Result icon={<InfoRoundedIcon color="info" sx={{ fontSize: 64 }} />} title="No payment to confirm" action={dashboardButton}>
          <p>This page shows the result of a payment, and there is none in this address.</p>
        </Result>
      );
  }
}
