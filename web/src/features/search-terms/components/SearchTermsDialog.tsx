// The Search Terms dialog of one ad group (spec 2 sections 2 and 4): pages of 50 from the API,
// with its loading, empty, no-sheets and error states.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
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
import { useAuditorSession } from '../../auditor/api/auditor-session';
import { LOAD_FAILED_MESSAGE, SearchTermsError, type SearchTermsResult } from '../api/search-terms-api';
import { useSearchTerms } from '../api/use-search-terms';
import { SearchTermsChips } from './SearchTermsChips';
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
  return <Alert severity="error">{error instanceof SearchTermsError ? error.message : LOAD_FAILED_MESSAGE}</Alert>;
}

function DialogBody({ result, error, busy }: { result: SearchTermsResult | undefined; error: Error | null; busy: boolean }) {
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
  if (result.searchTerms.length === 0) return <Typography sx={{ py: 4, textAlign: 'center' }}>No search terms found for this ad group.</Typography>;
  return (
    <>
      <SearchTermsChips searchTerms={result.searchTerms} pagination={result.pagination} />
      <SearchTermsTable searchTerms={result.searchTerms} busy={busy} />
    </>
  );
}

export function SearchTermsDialog({ open, onClose, campaignName, adGroupId, adGroupName }: SearchTermsDialogProps) {
  const { audit } = useAuditorSession();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const subtitleId = useId();
  const [page, setPage] = useState(1);
  const query = useSearchTerms(audit.upload_id, adGroupId, page, open);
  const result = query.data;
  const busy = query.isPlaceholderData;
  const pagination = !query.error && result?.kind === 'page' ? result.pagination : null;
  const showing = query.error ? null : showingText(result);

  // Closing resets the dialog: it opens again on page 1.
  const close = () => {
    setPage(1);
    onClose();
  };

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
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <DialogBody result={result} error={query.error} busy={busy} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" aria-live="polite" sx={{ mr: 'auto', pl: 1 }}>
          {showing}
        </Typography>
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
