import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import { GoogleButton } from './GoogleButton';

export const LOGIN_FAILED = 'Error logging in. Please try again.';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const submitting = formState.isSubmitting || login.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onSuccess();
    } catch {
      // The inline message below comes from the mutation's error state.
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <FormTextField control={control} name="password" label="Password" autoComplete="current-password" revealable />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/forgot-password" variant="body2">Forgot password?</Link>
      </Stack>
      <FormError message={login.isError ? LOGIN_FAILED : null} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <Divider>or</Divider>
      <GoogleButton label="Sign In with Google" />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/signup" underline="always">Sign up</Link>
      </Typography>
    </Stack>
  );
}
