import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HistoryRowsProps } from './history-rows';
import { formatFigure, formatUploadedAt } from './history-format';
import { useMoney } from '../../audit-session';
import { OpenUploadButton } from './OpenUploadButton';
import { PeriodCell } from './PeriodCell';
import { UploadStatusChip } from './UploadStatusChip';
import { visuallyHiddenSx } from '../../../components/visually-hidden';

/** The history on a wide screen: one row per kept upload. */
export function HistoryTable({ uploads, shownUploadId, onOpen }: HistoryRowsProps) {
  const money = useMoney();
  return (
    <TableContainer>
      <Table size="small" aria-label="Kept uploads">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>Uploaded</TableCell>
            <TableCell>Period</TableCell>
            <TableCell align="right">Spend</TableCell>
            <TableCell align="right">Sales</TableCell>
            <TableCell align="right">ROAS</TableCell>
            <TableCell>Status</TableCell>
            <TableCell><Box component="span" sx={visuallyHiddenSx}>Actions</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {uploads.map((upload) => (
            <TableRow key={upload.id} selected={upload.id === shownUploadId}>
              <TableCell sx={{ minWidth: 160, maxWidth: 300, overflowWrap: 'anywhere' }}>{upload.file_name}</TableCell>
              <TableCell sx={{ minWidth: 100 }}>{formatUploadedAt(upload.uploaded_at)}</TableCell>
              <TableCell sx={{ minWidth: 140 }}><PeriodCell upload={upload} /></TableCell>
              <TableCell align="right">{formatFigure(upload.spend, 'money', money)}</TableCell>
              <TableCell align="right">{formatFigure(upload.sales, 'money', money)}</TableCell>
              <TableCell align="right">{formatFigure(upload.roas, 'roas')}</TableCell>
              <TableCell><UploadStatusChip upload={upload} /></TableCell>
              <TableCell align="right"><OpenUploadButton upload={upload} shown={upload.id === shownUploadId} onOpen={onOpen} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
