import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { PLAN_EXPORT_FILE_NAME } from '@ads-auditor/audit';
import { serverDetail } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import type { SearchTermsSource } from '../../audit-session';
import { exportPlanWorkbook } from '../api/plan-api';
import type { DecisionsState } from '../model/use-decisions';

const SAVE_TEXTS = { idle: 'Decisions save as you work.', saving: 'Saving your decisions...', saved: 'All decisions saved.', error: 'Your last decisions were not saved' };

/** The save state of the decisions and 'Export plan': the server validates and writes the workbook of the accepted items. */
export function PlanExportBar({ uploadId, source, accepted, state }: { uploadId: number; source: SearchTermsSource; accepted: number; state: DecisionsState }) {
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const exportPlan = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      // What waits to be saved goes first: the export reads the saved decisions.
      await state.flush();
      saveBlob(PLAN_EXPORT_FILE_NAME, await exportPlanWorkbook(uploadId, source));
      setOutcome({ severity: 'success', text: `Downloaded ${PLAN_EXPORT_FILE_NAME} with ${accepted} change${accepted === 1 ? '' : 's'}. Upload it in Campaign Manager under Bulk operations.` });
    } catch (error) {
      setOutcome({ severity: 'error', text: serverDetail(error) ?? (error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" startIcon={<FileDownloadIcon />} disabled={busy || accepted === 0} onClick={() => void exportPlan()} sx={{ alignSelf: 'flex-start' }}>
          {busy ? 'Exporting...' : 'Export plan'}
        </Button>
        <Typography variant="body2" color={state.status === 'error' ? 'error' : 'text.secondary'} role="status" sx={{ flex: 1 }}>
          {`${accepted} accepted. ${state.status === 'error' ? `${SAVE_TEXTS.error}: ${state.error}` : SAVE_TEXTS[state.status]}`}
        </Typography>
        {state.status === 'error' && (
          <Button size="small" onClick={state.retry} sx={{ alignSelf: 'flex-start' }}>
            Retry saving
          </Button>
        )}
      </Stack>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 1.5 }} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
    </Paper>
  );
}
