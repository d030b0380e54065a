import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

export const FORGOT_FAILED = 'Something went wrong. Please try again.';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const sending = formState.isSubmitting || forgot.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch {
      // Shown inline from the mutation's error state.
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">Check your inbox</Alert>
        <Typography>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password.
          The link expires after 1 hour.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">Back to Sign In</Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <FormError message={forgot.isError ? FORGOT_FAILED : null} />
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Remembered it? <Link component={RouterLink} to="/login" underline="always">Sign in</Link>
      </Typography>
    </Stack>
  );
}
