import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import type { SignupValues } from '../schemas';

export function SignupFields({ control, autoFocus }: { control: Control<SignupValues>; autoFocus?: boolean }) {
  return (
    <>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus={autoFocus} />
      <FormTextField control={control} name="full_name" label="Full name" autoComplete="name" />
      <FormTextField control={control} name="password" label="Password" autoComplete="new-password" revealable helperText="At least 8 characters" />
      <FormTextField control={control} name="verify_password" label="Verify password" autoComplete="new-password" revealable />
    </>
  );
}
