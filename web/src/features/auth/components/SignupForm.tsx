import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { GoogleButton } from './GoogleButton';
import { SignupFields } from './SignupFields';
import { useSignupForm } from './use-signup-form';

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { control, submit, submitting, errorMessage } = useSignupForm(onSuccess);
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <SignupFields control={control} autoFocus />
      <FormError message={errorMessage} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Signing Up...' : 'Sign Up'}
      </Button>
      <Divider>or</Divider>
      <GoogleButton label="Sign Up with Google" />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        By signing up you agree to our{' '}
        <Link component={RouterLink} to="/terms" underline="always">Terms of Service</Link> and{' '}
        <Link component={RouterLink} to="/privacy" underline="always">Privacy Policy</Link>.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Already have an account? <Link component={RouterLink} to="/login" underline="always">Log in</Link>
      </Typography>
    </Stack>
  );
}
