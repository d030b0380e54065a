import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormError } from '../../../components/form/FormMessage';
import { useNotify } from '../../../components/notifications/notifications';
import { PRODUCT_NAME } from '../../../config/product';
import { SignupFields } from './SignupFields';
import { SIGNUP_SUCCEEDED, useSignupForm } from './use-signup-form';

/** Modal sign-up; on success the user is sent to /login. */
export function SignupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, submit, submitting, errorMessage } = useSignupForm(() => {
    notify(SIGNUP_SUCCEEDED, { severity: 'success' });
    onClose();
    navigate('/login');
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="signup-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="signup-dialog-title">{PRODUCT_NAME}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Please signup to use full features of the app.</DialogContentText>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <SignupFields control={control} autoFocus />
            <FormError message={errorMessage} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Signing Up...' : 'Sign Up'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
