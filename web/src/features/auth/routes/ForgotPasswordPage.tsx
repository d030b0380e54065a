import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your e-mail and we will send you a reset link.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
