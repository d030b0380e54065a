import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { safeNextPath } from '../../../lib/auth/next-path';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

export function LoginPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  // Back to where the user came from (the guard or the user menu set `next`), else the dashboard.
  const destination = safeNextPath(params.get('next'), '/dashboard');

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to audit your Amazon Ads account.">
      <LoginForm
        onSuccess={() => {
          notify('Login successful', { severity: 'success' });
          navigate(destination, { replace: true });
        }}
      />
    </AuthCard>
  );
}
