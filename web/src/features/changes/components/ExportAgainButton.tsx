import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { CHANGES_EXPORT_FILE_NAME } from '@ads-auditor/audit';
import { serverDetail } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import { exportChangesAgain } from '../api/changes-api';


/** The changes that did not reach Amazon (or were set to another value), as a bulk file to upload again. */
export function ExportAgainButton({ uploadId, count }: { uploadId: number; count: number }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      saveBlob(CHANGES_EXPORT_FILE_NAME, await exportChangesAgain(uploadId));
      setOutcome({ severity: 'success', text: `Downloaded ${CHANGES_EXPORT_FILE_NAME}. Upload it in Campaign Manager under Bulk operations.` });
    } catch (error) {
      setOutcome({ severity: 'error', text: serverDetail(error) ?? (error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" startIcon={<FileDownloadIcon />} disabled={busy || count === 0} onClick={() => void run()}>
        {busy ? 'Exporting...' : `Export the ${count} change${count === 1 ? '' : 's'} not applied`}
      </Button>
      {outcome && <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>{outcome.text}</Alert>}
    </Stack>
  );
}
