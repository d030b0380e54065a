import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { FormError } from '../../../components/form/FormMessage';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { useDownloadMyData } from '../api/account-data';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

/** The user's own data: take a copy of all of it, or delete the account with it. */
export function YourDataSection({ user }: { user: CurrentUser }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack spacing={2} component="section" aria-labelledby="your-data-title">
      <Typography id="your-data-title" variant="h6" component="h2">Your data</Typography>
      <Typography color="text.secondary">
        Download everything we keep about you (profile, ad accounts, audit summaries, notes, articles, share links,
        settings and payments) as JSON files in one zip, or delete your account and all of it.
      </Typography>
      <FormError message={download.isError ? DOWNLOAD_FAILED : null} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<DownloadRoundedIcon />} onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverRoundedIcon />} onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
