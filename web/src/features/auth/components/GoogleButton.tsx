import Button from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';

export const GOOGLE_AUTHORIZE_PATH = '/api/auth/google/authorize';

/** A real browser navigation: the server redirects to Google and back to its callback. */
export function GoogleButton({ label }: { label: string }) {
  return (
    <Button variant="outlined" size="large" fullWidth href={GOOGLE_AUTHORIZE_PATH} startIcon={<GoogleIcon />}>
      {label}
    </Button>
  );
}
