import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import GoogleIcon from '@mui/icons-material/Google';

export const GOOGLE_AUTHORIZE_PATH = '/api/auth/google/authorize';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not set up on this server. Please use your e-mail and password.';
export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available right now. Please try again later.';

type Probe = 'go' | 'not-configured' | 'unavailable';

/**
 * Asks the server first (without following its redirect) so that a server without Google
 * configured gets a clear message here instead of an error page.
 */
async function probeGoogleSignIn(): Promise<Probe> {
  try {
    const response = await globalThis.fetch(GOOGLE_AUTHORIZE_PATH, { redirect: 'manual', credentials: 'include' });
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400) || response.ok) return 'go';
    return response.status === 503 ? 'not-configured' : 'unavailable';
  } catch {
    return 'go'; // Offline or blocked: let the browser's own navigation report it.
  }
}

/** A link that takes the browser to Google sign-in (through the server's authorize route). */
export function GoogleButton({ label }: { label: string }) {
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChecking(true);
    setMessage(null);
    const probe = await probeGoogleSignIn();
    if (probe === 'go') {
      window.location.assign(GOOGLE_AUTHORIZE_PATH);
      return;
    }
    setChecking(false);
    setMessage(probe === 'not-configured' ? GOOGLE_NOT_CONFIGURED : GOOGLE_UNAVAILABLE);
  };

  return (
    <Stack spacing={1.5}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        href={GOOGLE_AUTHORIZE_PATH}
        onClick={start}
        aria-disabled={checking || undefined}
        startIcon={<GoogleIcon />}
      >
        {label}
      </Button>
      {message && (
        <Alert severity="info" role="status">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
