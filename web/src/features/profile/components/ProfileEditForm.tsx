import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications';
import { ApiError, serverDetail } from '../../../lib/api-errors';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema, type ProfileValues } from '../schemas';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';
export const PASSWORD_FOR_EMAIL = 'Enter your current password to change your e-mail address';
export const GOOGLE_FOR_EMAIL =
  'Your account signs in with Google. To change its e-mail address, sign in with Google again, then save within 10 minutes.';

/** The server's own words for a refusal the user can act on (a wrong password, a sign-in needed). */
function failureMessage(error: unknown): string {
  const actionable = error instanceof ApiError && (error.status === 400 || error.status === 403);
  return (actionable && serverDetail(error)) || PROFILE_FAILED;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ProfileEditForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const notify = useNotify();
  const { control, handleSubmit, formState, setError } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onChange',
    defaultValues: { full_name: user.full_name ?? '', email: user.email, current_password: '' },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = !sameEmail(email, user.email);
  const saving = formState.isSubmitting || update.isPending;

  const submit = handleSubmit(async ({ full_name, email: newEmail, current_password }) => {
    if (emailChanged && user.has_password && !current_password) {
      setError('current_password', { message: PASSWORD_FOR_EMAIL }, { shouldFocus: true });
      return;
    }
    try {
      await update.mutateAsync({ full_name, email: newEmail, ...(emailChanged && current_password ? { current_password } : {}) });
      notify(PROFILE_UPDATED, { severity: 'success' });
      onDone();
    } catch {
      // Shown inline from the mutation's error state.
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Edit profile">
      <FormTextField control={control} name="full_name" label="Full name" autoComplete="name" autoFocus />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      {emailChanged && user.has_password && (
        <FormTextField
          control={control}
          name="current_password"
          label="Current password"
          revealable
          autoComplete="current-password"
          helperText="Needed to change your e-mail address. We will send a verification link to the new address."
        />
      )}
      {emailChanged && !user.has_password && (
        <Alert severity="info">
          {GOOGLE_FOR_EMAIL} <Link href="/api/auth/google/authorize">Sign in with Google again</Link>
        </Alert>
      )}
      <FormError message={update.isError ? failureMessage(update.error) : null} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={saving}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
