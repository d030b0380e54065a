import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HistoryUpload } from '../api/history-api';
import { uploadState } from './history-format';

/** 'Open' for a ready audit; the one on screen says so; one still processing or failed cannot open. */
export function OpenUploadButton({ upload, shown, onOpen }: { upload: HistoryUpload; shown: boolean; onOpen: (upload: HistoryUpload) => void }) {
  if (shown) return <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>On screen</Typography>;
  return (
    <Button size="small" variant="outlined" disabled={uploadState(upload) !== 'ready'} onClick={() => onOpen(upload)} aria-label={`Open ${upload.file_name}`}>
      Open
    </Button>
  );
}
