import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Shown while the latest audit or a tab's code loads. */
export function AuditorLoading({ label = 'Loading your latest audit...' }: { label?: string }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
