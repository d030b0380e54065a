import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '../../../components/form/FormMessage';
import { useNotify } from '../../../components/notifications/notifications';
import { serverDetail } from '../../../lib/api-errors';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { DELETE_CONFIRMATION_WORD, useDeleteAccount } from '../api/account-data';

export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/** Asks for the password (or a recent Google sign-in) and the typed word before deleting the account. */
export function DeleteAccountDialog({ user, open, onClose }: { user: CurrentUser; open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const notify = useNotify();
  const navigate = useNavigate();
  const ready = typed.trim() === DELETE_CONFIRMATION_WORD && (!user.has_password || password.length > 0);

  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setTyped('');
    remove.reset();
    onClose();
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const { message } = await remove.mutateAsync({ confirmation: typed, ...(user.has_password ? { current_password: password } : {}) });
      notify(message, { severity: 'success' });
      navigate('/', { replace: true });
    } catch {
      // Shown inline from the mutation's error state.
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="delete-account-title">Delete my account</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>
              This deletes your profile, ad accounts, audits, notes, articles, share links and settings for good, signs you
              out everywhere and cancels an active subscription. Download your data first if you want to keep a copy.
            </DialogContentText>
            {user.has_password ? (
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoFocus
              />
            ) : (
              <Alert severity="info">
                Your account signs in with Google: <Link href="/api/auth/google/authorize">sign in with Google again</Link>, then
                delete within 10 minutes.
              </Alert>
            )}
            <TextField
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <FormError message={remove.isError ? (serverDetail(remove.error) ?? DELETE_FAILED) : null} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={remove.isPending}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={!ready || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
