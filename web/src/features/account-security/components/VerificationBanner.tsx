import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useNotify } from '../../../components/notifications/notifications';
import { serverDetail } from '../../../lib/api-errors';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { useResendVerification } from '../api/account-security';

export const VERIFY_TITLE = 'Please verify your e-mail address';
export const RESEND_FAILED = 'The link could not be sent. Please try again later.';

/** Shown to a user whose address is not verified yet, with a way to get another link. */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const resend = useResendVerification();
  const notify = useNotify();
  if (user.email_verified) return null;

  const send = async () => {
    try {
      const { message } = await resend.mutateAsync();
      notify(message, { severity: 'success' });
    } catch (error) {
      notify(serverDetail(error) ?? RESEND_FAILED, { severity: 'error' });
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
      }
    >
      <AlertTitle>{VERIFY_TITLE}</AlertTitle>
      We sent a link to <strong>{user.email}</strong>. Open it to confirm the address is yours.
    </Alert>
  );
}
