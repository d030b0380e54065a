import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSignup } from '../api/signup';
import { signupSchema, type SignupValues } from '../schemas';

export const SIGNUP_FAILED = 'Error signing up. Please try again.';
export const SIGNUP_SUCCEEDED = 'Sign up successful';

/** Form state and submit for both the sign-up page and the sign-up dialog. */
export function useSignupForm(onSuccess: () => void) {
  const signup = useSignup();
  const form = useForm<SignupValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onChange',
    defaultValues: { email: '', full_name: '', password: '', verify_password: '' },
  });
  const submit = form.handleSubmit(async ({ email, full_name, password }) => {
    try {
      // verify_password stays in the form: the API takes only these three fields.
      await signup.mutateAsync({ email, full_name, password });
      onSuccess();
    } catch {
      // Shown inline from the mutation's error state.
    }
  });
  return {
    control: form.control,
    submit,
    submitting: form.formState.isSubmitting || signup.isPending,
    errorMessage: signup.isError ? SIGNUP_FAILED : null,
  };
}
