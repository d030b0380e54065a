import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { PageTitle } from '../../../components/layout/PageTitle';
import { useNotify } from '../../../components/notifications/notifications';
import { safeNextPath } from '../../../lib/auth/next-path';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

/** Shown when the server's Google callback sends the user back with ?error=google. */
export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in did not complete. Please try again, or sign in with your e-mail and password.';

export function LoginPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  // Back to where the user came from (the guard or the user menu set `next`), else the dashboard.
  const destination = safeNextPath(params.get('next'), '/dashboard');

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to audit your Amazon Ads account.">
      <PageTitle title="Sign In" />
      {params.get('error') === 'google' && (
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {GOOGLE_SIGN_IN_FAILED}
        </Alert>
      )}
      <LoginForm
        onSuccess={() => {
          notify('Login successful', { severity: 'success' });
          navigate(destination, { replace: true });
        }}
      />
    </AuthCard>
  );
}
