import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormError } from '../../../components/form/FormMessage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useNotify } from '../../../components/notifications/notifications';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema, type ProfileValues } from '../schemas';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';

export function ProfileEditForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateProfile();
  const notify = useNotify();
  const { control, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onChange',
    defaultValues: { full_name: user.full_name ?? '', email: user.email },
  });
  const saving = formState.isSubmitting || update.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify(PROFILE_UPDATED, { severity: 'success' });
      onDone();
    } catch {
      // Shown inline from the mutation's error state.
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormTextField control={control} name="full_name" label="Full name" autoComplete="name" autoFocus />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormError message={update.isError ? PROFILE_FAILED : null} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={saving}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
