import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CopyButton } from '../../../components/copy/CopyButton';
import { serverDetail } from '../../../lib/api-errors';
import { reportUrl, useCreateShare } from '../api/shares-api';
import { NarrativeChoice, useNarrativeChoice } from './NarrativeChoice';
import { ReportNotePicker } from './ReportNotePicker';
import { ShareLinksList } from './ShareLinksList';
import { useNoteChoices } from './use-note-choices';

export const EXPIRY_CHOICES = [1, 7, 30, 90] as const;
export const DEFAULT_EXPIRY_DAYS = 7;

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  accountId: number | null;
  uploadId: number;
  campaigns: readonly { id: string; name: string }[];
  parentAsins: readonly string[];
}

/** 'Share': makes a read-only report link of the upload on screen, and lists (and revokes) the account's links. */
export function ShareDialog({ open, onClose, accountId, uploadId, campaigns, parentAsins }: ShareDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notes = useNoteChoices({ uploadId, campaigns, parentAsins });
  const narrative = useNarrativeChoice(uploadId);
  const [expiresInDays, setExpiresInDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const create = useCreateShare();
  // The newest link made here (Create link, or New link on a listed one): its token is shown only now.
  const [newPath, setNewPath] = useState<string | null>(null);
  const link = newPath ? reportUrl(newPath) : null;
  const linkField = useRef<HTMLInputElement>(null);
  // Brings the new link into view (a listed link's 'New link' is further down) and selects it.
  useEffect(() => {
    if (newPath) linkField.current?.focus();
  }, [newPath]);

  const close = () => {
    create.reset();
    setNewPath(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">Share a read-only report</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Anyone with the link sees this upload's Summary, health checks, top campaigns and what you tick, without signing in. Nothing else. What you tick is also what the PDF prints, for this upload.
          </Typography>
          <TextField select label="Link expires after" value={expiresInDays} onChange={(e) => setExpiresInDays(Number(e.target.value))} size="small" sx={{ maxWidth: 220 }}>
            {EXPIRY_CHOICES.map((days) => (
              <MenuItem key={days} value={days}>{days === 1 ? '1 day' : `${days} days`}</MenuItem>
            ))}
          </TextField>
          <ReportNotePicker state={notes} />
          <NarrativeChoice state={narrative} />
          <div>
            <Button
              variant="contained"
              disabled={create.isPending || notes.loading}
              onClick={() => create.mutate({ accountId, uploadId, expiresInDays, noteIds: [...notes.chosen], includeNarrative: narrative.included }, { onSuccess: (created) => setNewPath(created.path) })}
            >
              {create.isPending ? 'Creating...' : 'Create link'}
            </Button>
          </div>
          {create.isError && <Alert severity="error" role="alert">{serverDetail(create.error) ?? 'The link could not be created. Try again.'}</Alert>}
          {link && (
            <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
              <Typography variant="body2" sx={{ mb: 1 }}>Copy the link now: it is shown only this once.</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField inputRef={linkField} value={link} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Report link' } }} onFocus={(e) => e.target.select()} />
                <CopyButton label="Copy link" variant="contained" getContent={() => ({ text: link })} sx={{ flexShrink: 0 }} />
              </Stack>
            </Alert>
          )}
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>Your links for this account</Typography>
          <ShareLinksList accountId={accountId} onNewLink={setNewPath} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
