import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/layout/PageTitle';
import { serverDetail } from '../../../lib/api-errors';
import { useVerifyEmail } from '../api/account-security';

export const VERIFY_FAILED = 'Invalid or expired verification link. Request a new one from your profile.';

/** The page a verification link opens: it uses the token once and says how it went. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);
  if (!token) return <Navigate to="/profile/details" replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title="Verify e-mail" />
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">Verify your e-mail address</Typography>
        {verify.isSuccess ? (
          <>
            <Alert severity="success" sx={{ width: '100%' }}>{verify.data.message}</Alert>
            <Button component={RouterLink} to="/dashboard" variant="contained">Go to Dashboard</Button>
          </>
        ) : verify.isError ? (
          <>
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>{serverDetail(verify.error) ?? VERIFY_FAILED}</Alert>
            <Button component={RouterLink} to="/profile/details" variant="outlined">Go to My Account</Button>
          </>
        ) : (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Verifying your e-mail address...</Typography>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
