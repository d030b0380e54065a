import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryRowsProps } from './history-rows';
import { formatFigure, formatUploadedAt } from './history-format';
import { useMoney } from '../../audit-session';
import { OpenUploadButton } from './OpenUploadButton';
import { PeriodCell } from './PeriodCell';
import { UploadStatusChip } from './UploadStatusChip';

/** The history on a narrow screen: one stacked entry per kept upload. */
export function HistoryList({ uploads, shownUploadId, onOpen }: HistoryRowsProps) {
  const money = useMoney();
  return (
    <Stack component="ul" aria-label="Kept uploads" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {uploads.map((upload) => (
        <Box component="li" key={upload.id} sx={{ py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{upload.file_name}</Typography>
              <Typography variant="body2" color="text.secondary">Uploaded {formatUploadedAt(upload.uploaded_at)}</Typography>
              <Box sx={{ color: 'text.secondary' }}><PeriodCell upload={upload} /></Box>
            </Box>
            <OpenUploadButton upload={upload} shown={upload.id === shownUploadId} onOpen={onOpen} />
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">Spend {formatFigure(upload.spend, 'money', money)}</Typography>
            <Typography variant="body2">Sales {formatFigure(upload.sales, 'money', money)}</Typography>
            <Typography variant="body2">ROAS {formatFigure(upload.roas, 'roas')}</Typography>
            <UploadStatusChip upload={upload} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
