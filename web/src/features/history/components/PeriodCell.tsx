import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryUpload } from '../api/history-api';
import { formatDateRange } from './history-format';
import { PeriodDialog } from './PeriodDialog';

/** An upload's period with the button that sets or changes it. */
export function PeriodCell({ upload }: { upload: HistoryUpload }) {
  const [open, setOpen] = useState(false);
  const action = upload.date_range ? 'Change period' : 'Set period';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {upload.date_range ? formatDateRange(upload.date_range) : 'Period not known'}
      </Typography>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${action} of ${upload.file_name}`} sx={{ minWidth: 0, px: 0.75 }}>
        {action}
      </Button>
      {open && <PeriodDialog upload={upload} open onClose={() => setOpen(false)} />}
    </Stack>
  );
}
