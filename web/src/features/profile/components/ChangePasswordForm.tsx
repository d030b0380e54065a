import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications';
import { serverDetail } from '../../../lib/api-errors';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';

export const PASSWORD_CHANGED = 'Password changed. You were signed out everywhere else.';
export const PASSWORD_CHANGE_FAILED = 'Failed to change the password. Please try again.';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const notify = useNotify();
  const { control, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    mode: 'onSubmit',
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const saving = formState.isSubmitting || change.isPending;

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      reset();
      notify(PASSWORD_CHANGED, { severity: 'success' });
    } catch {
      // Shown inline from the mutation's error state.
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="change-password-title">
      <Typography id="change-password-title" variant="h6" component="h2">Change password</Typography>
      <FormTextField control={control} name="current_password" label="Current password" type="password" autoComplete="current-password" />
      <FormTextField control={control} name="new_password" label="New password" type="password" autoComplete="new-password" />
      <FormTextField control={control} name="confirm_password" label="Confirm new password" type="password" autoComplete="new-password" />
      <FormError message={change.isError ? (serverDetail(change.error) ?? PASSWORD_CHANGE_FAILED) : null} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Changing...' : 'Change Password'}
        </Button>
      </Stack>
    </Stack>
  );
}
