import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { FormError } from '../../../components/form/FormMessage';
import { downloadPurchase, paymentErrorMessage, type PurchasedFile } from '../api/payment-requests';

/** Hands a fetched file to the browser as a download. */
function saveFile({ blob, filename }: PurchasedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The one-time download of the Pro purchase, from the token of its success link. */
export function PurchaseDownload({ token }: { token: string }) {
  const download = useMutation({ mutationFn: () => downloadPurchase(token), onSuccess: saveFile });
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadRoundedIcon />}
        disabled={download.isPending || download.isSuccess}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Downloading...' : download.isSuccess ? 'Downloaded' : 'Download your purchase'}
      </Button>
      <FormError message={download.error ? paymentErrorMessage(download.error) : null} />
    </Stack>
  );
}
