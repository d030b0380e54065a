import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/notifications';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { SIGNUP_SUCCEEDED } from '../components/use-signup-form';
import { PageTitle } from '../../../components/layout/PageTitle';

export function SignupPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <AuthCard title="Create your account" subtitle="Free to use. Upload a bulk file and see your audit in seconds.">
      <PageTitle title="Sign Up" />
      <SignupForm
        onSuccess={() => {
          notify(SIGNUP_SUCCEEDED, { severity: 'success' });
          navigate('/dashboard', { replace: true });
        }}
      />
    </AuthCard>
  );
}
