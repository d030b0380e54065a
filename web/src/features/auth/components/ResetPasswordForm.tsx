import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { serverDetail } from '../../../lib/api-errors';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';

export const RESET_FAILED = 'Invalid or expired reset token. Please request a new password reset.';

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });
  const submitting = formState.isSubmitting || reset.isPending;

  const submit = handleSubmit(async ({ password }) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch {
      // Shown inline from the mutation's error state.
    }
  });

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">Your password has been reset.</Alert>
        <Typography>You can now sign in with your new password.</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">Go to Sign In</Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        Choose a new password of at least 8 characters. Reset links expire after 1 hour.
      </Typography>
      <FormTextField control={control} name="password" label="New password" autoComplete="new-password" revealable autoFocus />
      <FormTextField control={control} name="confirm_password" label="Confirm password" autoComplete="new-password" revealable />
      <FormError message={reset.isError ? (serverDetail(reset.error) ?? RESET_FAILED) : null} />
      <Button type="submit" variant="contained" size="large" disabled={submitting || !token}>
        {submitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Stack>
  );
}
