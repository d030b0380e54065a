import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { PageTitle } from '../../../components/layout/PageTitle';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your e-mail and we will send you a reset link.">
      <PageTitle title="Forgot Password" />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
