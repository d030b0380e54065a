import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { HISTORY_PAGE_SIZE, useUploadHistory, type HistoryUpload } from '../api/history-api';
import { HistoryList } from './HistoryList';
import { HistoryTable } from './HistoryTable';

export const HISTORY_EMPTY_TEXT = 'No uploads kept for this account yet. Upload a bulk file to start its history.';
export const HISTORY_ERROR_TEXT = 'The history could not be loaded.';

interface HistoryPanelProps {
  accountId: number | null;
  shownUploadId: number | null;
  onOpen: (upload: HistoryUpload) => void;
}

/** The uploads kept for the account, newest first: each ready audit can be reopened. */
export function HistoryPanel({ accountId, shownUploadId, onOpen }: HistoryPanelProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [page, setPage] = useState(1);
  const history = useUploadHistory(accountId, page);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / HISTORY_PAGE_SIZE)) : 1;
  const Rows = narrow ? HistoryList : HistoryTable;

  return (
    <Card variant="outlined" component="section" aria-labelledby="history-title" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <div>
            <Typography id="history-title" variant="h6" component="h2">History</Typography>
            <Typography variant="body2" color="text.secondary">
              {history.data ? `${history.data.total.toLocaleString('en-US')} kept upload${history.data.total === 1 ? '' : 's'}, newest first.` : 'The uploads kept for this account, newest first.'}
            </Typography>
          </div>
          {history.isPending && (
            <Stack spacing={1} aria-label="Loading the history" role="progressbar">
              {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={40} />)}
            </Stack>
          )}
          {history.isError && (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void history.refetch()}>Retry</Button>}>
              {HISTORY_ERROR_TEXT}
            </Alert>
          )}
          {history.data && history.data.total === 0 && <Typography color="text.secondary">{HISTORY_EMPTY_TEXT}</Typography>}
          {history.data && history.data.uploads.length > 0 && <Rows uploads={history.data.uploads} shownUploadId={shownUploadId} onOpen={onOpen} />}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              size={narrow ? 'small' : 'medium'}
              siblingCount={narrow ? 0 : 1}
              getItemAriaLabel={(type, item) => (type === 'page' ? `History page ${item}` : `${type === 'next' ? 'Next' : 'Previous'} history page`)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
