// The Search Terms dialog of one ad group: pages of 50 from the API, sorted and filtered by the
// server, exported whole as CSV, with its loading, empty, no-sheets and error states.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatCount } from '@ads-auditor/audit';
import { useAuditorSession } from '../../audit-session';
import {
  DEFAULT_VIEW,
  LOAD_FAILED_MESSAGE,
  LOAD_FAILED_TITLE,
  SearchTermsError,
  type SearchTermSort,
  type SearchTermsResult,
  type SearchTermView,
} from '../api/search-terms-api';
import { useSearchTerms } from '../api/use-search-terms';
import { SearchTermsChips } from './SearchTermsChips';
import { SearchTermsExportButton } from './SearchTermsExportButton';
import { SearchTermsFilters } from './SearchTermsFilters';
import { SearchTermsTable } from './SearchTermsTable';
import { SheetInfoAlert } from './SheetInfoAlert';

export interface SearchTermsDialogProps {
  open: boolean;
  onClose: () => void;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
}

/** 'Showing 51-100 of 120 search terms'; nothing when the page is empty. */
export function showingText(result: SearchTermsResult | undefined): string | null {
  if (result?.kind !== 'page' || result.searchTerms.length === 0) return null;
  const { offset, searchTerms, pagination } = result;
  return `Showing ${formatCount(offset + 1)}-${formatCount(offset + searchTerms.length)} of ${formatCount(pagination.total)} search terms`;
}

function LoadError({ error }: { error: Error }) {
  if (error instanceof SearchTermsError && error.sheetInfo) return <SheetInfoAlert title={error.message} sheetInfo={error.sheetInfo} />;
  const message = error instanceof SearchTermsError ? error.message : LOAD_FAILED_MESSAGE;
  if (message === LOAD_FAILED_MESSAGE) return <Alert severity="error">{message}</Alert>;
  return (
    <Alert severity="error">
      <AlertTitle>{LOAD_FAILED_TITLE}</AlertTitle>
      {message}
    </Alert>
  );
}

interface DialogBodyProps {
  result: SearchTermsResult | undefined;
  error: Error | null;
  busy: boolean;
  view: SearchTermView;
  onSort: (sort: SearchTermSort) => void;
}

const filtered = (view: SearchTermView) => view.text !== '' || view.minClicks !== null || view.minSpend !== null;

function DialogBody({ result, error, busy, view, onSort }: DialogBodyProps) {
  if (error) return <LoadError error={error} />;
  if (!result) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading search terms...</Typography>
      </Stack>
    );
  }
  if (result.kind === 'no_sheets') return <SheetInfoAlert title={result.message} sheetInfo={result.sheetInfo} />;
  if (result.searchTerms.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }}>
        {filtered(view) ? 'No search terms match the filters. Change or clear them.' : 'No search terms found for this ad group.'}
      </Typography>
    );
  }
  return (
    <>
      <SearchTermsChips pagination={result.pagination} counts={result.counts} />
      <SearchTermsTable searchTerms={result.searchTerms} busy={busy} view={view} onSort={onSort} />
    </>
  );
}

export function SearchTermsDialog({ open, onClose, campaignName, adGroupId, adGroupName }: SearchTermsDialogProps) {
  const { audit, browserSearchTerms = null } = useAuditorSession();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const subtitleId = useId();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<SearchTermView>(DEFAULT_VIEW);
  const query = useSearchTerms(audit.upload_id, browserSearchTerms, adGroupId, page, view, open);
  const result = query.data;
  const busy = query.isPlaceholderData;
  const pagination = !query.error && result?.kind === 'page' ? result.pagination : null;
  const showing = query.error ? null : showingText(result);

  // A new order or filter starts again from the first page. A column sorts highest first, then toggles.
  const sortBy = (sort: SearchTermSort) => {
    setView((current) => ({ ...current, sort, order: current.sort === sort && current.order === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };
  const filterBy = (filters: Pick<SearchTermView, 'text' | 'minClicks' | 'minSpend'>) => {
    setView((current) => ({ ...current, ...filters }));
    setPage(1);
  };
  // Closing resets the dialog: it opens again on page 1, by spend, unfiltered.
  const close = () => {
    setPage(1);
    setView(DEFAULT_VIEW);
    onClose();
  };
  const sheetsRead = !query.error && result?.kind === 'page';

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xl" fullScreen={fullScreen} aria-labelledby={titleId} aria-describedby={subtitleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Search Terms
      </DialogTitle>
      <Box id={subtitleId} sx={{ px: 3, pb: 1, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          <strong>Campaign:</strong> {campaignName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <strong>Ad group:</strong> {adGroupName}
        </Typography>
      </Box>
      {busy ? <LinearProgress aria-label="Loading search terms" /> : <Box sx={{ height: 4 }} />}
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        {sheetsRead && <SearchTermsFilters applied={view} onApply={filterBy} />}
        <DialogBody result={result} error={query.error} busy={busy} view={view} onSort={sortBy} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" aria-live="polite" sx={{ mr: 'auto', pl: 1 }}>
          {showing}
        </Typography>
        {sheetsRead && <SearchTermsExportButton uploadId={audit.upload_id} adGroupId={adGroupId} adGroupName={adGroupName} view={view} />}
        <Button variant="outlined" size="small" disabled={busy || !(pagination?.has_previous ?? page > 1)} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          Previous
        </Button>
        <Button variant="outlined" size="small" disabled={busy || !pagination?.has_next} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
        <Button variant="contained" size="small" onClick={close}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
