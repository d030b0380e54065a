import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import { PageTitle } from '../../../components/layout/PageTitle';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/login" replace />;
  return (
    <AuthCard title="Set a new password">
      <PageTitle title="Reset Password" />
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
