import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { BULK_EXPORT_FILE_NAME, buildInsightsBulkWorkbook, validateBulkExport, XLSX_MIME_TYPE } from '@ads-auditor/audit';
import { downloadFile } from '../../../lib/save-blob';
import { bulkItems, type SelectedSuggestions } from '../model/bulk-items';

export const NOTHING_SELECTED_HINT = 'Select negative or harvest suggestions to export them.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Outcome = { kind: 'problems'; messages: string[] } | { kind: 'done'; message: string } | null;

/**
 * The selected suggestions (of both lists) as an Amazon bulk upload workbook, built in the
 * browser by the engine and validated before the download.
 */
export function BulkExportBar({ selection }: { selection: SelectedSuggestions }) {
  const hintId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const count = selection.negatives.length + selection.harvests.length;

  const exportFile = () => {
    const items = bulkItems(selection);
    const problems = validateBulkExport(items);
    if (problems.length > 0) {
      setOutcome({ kind: 'problems', messages: problems.map((p) => p.message) });
      return;
    }
    downloadFile(BULK_EXPORT_FILE_NAME, buildInsightsBulkWorkbook(items), XLSX_MIME_TYPE);
    setOutcome({ kind: 'done', message: `Downloaded a bulk upload file with ${plural(items.length, 'row')}. Upload it in Campaign Manager under Bulk operations.` });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" startIcon={<FileDownloadIcon />} disabled={count === 0} onClick={exportFile} aria-describedby={hintId} sx={{ alignSelf: 'flex-start' }}>
          Export bulk upload file
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" aria-live="polite">
          {count === 0
            ? NOTHING_SELECTED_HINT
            : `${plural(selection.negatives.length, 'negative keyword')} and ${plural(selection.harvests.length, 'keyword')} selected.`}
        </Typography>
      </Stack>
      {outcome?.kind === 'problems' && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setOutcome(null)}>
          <AlertTitle>The file was not created: fix these first</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {outcome.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {outcome?.kind === 'done' && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
    </Paper>
  );
}
