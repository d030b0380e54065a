import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { useDismissNotice } from '../api/account-security';

export const TAKEOVER_TITLE = 'Your account is now signed in with Google';

/**
 * Shown once after a Google sign-in took over an account whose address was never verified: the
 * server forgets the notice as soon as it is on screen, and closing it hides it here.
 */
export function GoogleTakeoverNotice({ user }: { user: CurrentUser }) {
  const [shown] = useState(user.notice === 'google_takeover');
  const [open, setOpen] = useState(true);
  const dismiss = useDismissNotice();
  const sent = useRef(false);
  useEffect(() => {
    if (!shown || sent.current) return;
    sent.current = true;
    dismiss.mutate();
  }, [shown, dismiss]);
  if (!shown || !open) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }} onClose={() => setOpen(false)}>
      <AlertTitle>{TAKEOVER_TITLE}</AlertTitle>
      Google confirmed that this address is yours, so the account was handed to your Google sign-in. Its earlier
      password was removed and every other session was signed out. To use a password again, choose &lsquo;Forgot
      password?&rsquo; on the sign-in page.
    </Alert>
  );
}
