import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PeriodFields, periodDraftProblem, type PeriodDraft } from '../../../components/form/PeriodFields';
import { serverDetail } from '../../../lib/api-errors';
import type { HistoryUpload } from '../api/history-api';
import { useSetUploadPeriod } from '../api/period-api';

export const PERIOD_SAVE_FAILED = 'The period could not be saved. Please try again.';

/** Sets the period of a kept upload, for a file whose name lacks Amazon's dates; or clears a set one. */
export function PeriodDialog({ upload, open, onClose }: { upload: HistoryUpload; open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<PeriodDraft>({ start: upload.date_range?.start ?? '', end: upload.date_range?.end ?? '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetUploadPeriod();
  const send = (start: string | null, end: string | null) =>
    save.mutate({ uploadId: upload.id, start, end }, { onSuccess: onClose, onError: (error) => setProblem(serverDetail(error) ?? PERIOD_SAVE_FAILED) });
  const submit = () => {
    // Both empty is 'no period' at upload; here it means nothing was chosen (Clear period removes one).
    const reason = draft.start === '' && draft.end === '' ? 'Give both the start and the end date.' : periodDraftProblem(draft);
    setProblem(reason);
    if (!reason) send(draft.start, draft.end);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="period-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="period-dialog-title">Period of this upload</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          The dates you chose when you created {upload.file_name} in the Amazon Ads console. The budget check, History and Compare use them.
        </DialogContentText>
        <PeriodFields value={draft} onChange={setDraft} disabled={save.isPending} size="medium" />
        {problem && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        {upload.period_source === 'set' && (
          <Button color="inherit" onClick={() => send(null, null)} disabled={save.isPending} sx={{ mr: 'auto' }}>Clear period</Button>
        )}
        <Button onClick={onClose} disabled={save.isPending}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save period'}</Button>
      </DialogActions>
    </Dialog>
  );
}
