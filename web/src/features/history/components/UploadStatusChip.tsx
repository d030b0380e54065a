import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryUpload } from '../api/history-api';
import { searchTermsNote, uploadState, UPLOAD_STATE_LABELS } from './history-format';

const COLOURS = { ready: 'success', processing: 'info', failed: 'error' } as const;

/** The audit's state, and the search terms' when they lag or failed. */
export function UploadStatusChip({ upload }: { upload: HistoryUpload }) {
  const state = uploadState(upload);
  const note = searchTermsNote(upload);
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color={COLOURS[state]} label={UPLOAD_STATE_LABELS[state]} />
      {note && <Typography variant="caption" color="text.secondary">{note}</Typography>}
    </Stack>
  );
}
