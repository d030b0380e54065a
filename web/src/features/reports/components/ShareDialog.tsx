import { useEffect, useMemo, useState } from 'react';
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
import { useBulkNotes } from '../../notes/api/notes-bulk';
import { reportUrl, useCreateShare } from '../api/shares-api';
import { NoteChoices, type NoteChoice } from './NoteChoices';
import { ShareLinksList } from './ShareLinksList';

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
  const campaignIds = useMemo(() => campaigns.map((c) => c.id), [campaigns]);
  const notes = useBulkNotes(campaignIds, parentAsins);
  const choices = useMemo<NoteChoice[]>(() => {
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    const byCampaign = Object.entries(notes.data?.campaign_notes ?? {}).flatMap(([id, list]) => list.map((n) => ({ id: n.id, about: names.get(id) ?? id, content: n.content })));
    const byParent = Object.entries(notes.data?.parent_asin_notes ?? {}).flatMap(([asin, list]) => list.map((n) => ({ id: n.id, about: asin, content: n.content })));
    return [...byCampaign, ...byParent];
  }, [notes.data, campaigns]);

  const [expiresInDays, setExpiresInDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  // Every note is ticked to start with; the owner unticks what stays private.
  useEffect(() => setChosen(new Set(choices.map((c) => c.id))), [choices]);
  const create = useCreateShare();
  const link = create.data ? reportUrl(create.data.path) : null;

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">Share a read-only report</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Anyone with the link sees this upload's Summary, health checks, top campaigns and the notes you tick, without signing in. Nothing else.
          </Typography>
          <TextField select label="Link expires after" value={expiresInDays} onChange={(e) => setExpiresInDays(Number(e.target.value))} size="small" sx={{ maxWidth: 220 }}>
            {EXPIRY_CHOICES.map((days) => (
              <MenuItem key={days} value={days}>{days === 1 ? '1 day' : `${days} days`}</MenuItem>
            ))}
          </TextField>
          {notes.isPending && campaignIds.length > 0 && <Typography variant="body2" color="text.secondary">Loading your notes...</Typography>}
          {notes.isError && <Alert severity="error">Your notes could not be loaded: the link can be made without them.</Alert>}
          {notes.isSuccess && choices.length === 0 && <Typography variant="body2" color="text.secondary">No notes on these campaigns yet.</Typography>}
          {choices.length > 0 && <NoteChoices choices={choices} chosen={chosen} onChange={setChosen} />}
          <div>
            <Button
              variant="contained"
              disabled={create.isPending}
              onClick={() => create.mutate({ accountId, uploadId, expiresInDays, noteIds: [...chosen] })}
            >
              {create.isPending ? 'Creating...' : 'Create link'}
            </Button>
          </div>
          {create.isError && <Alert severity="error" role="alert">{serverDetail(create.error) ?? 'The link could not be created. Try again.'}</Alert>}
          {link && (
            <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
              <Typography variant="body2" sx={{ mb: 1 }}>Copy the link now: it is shown only this once.</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField value={link} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Report link' } }} onFocus={(e) => e.target.select()} />
                <CopyButton label="Copy link" variant="contained" getContent={() => ({ text: link })} sx={{ flexShrink: 0 }} />
              </Stack>
            </Alert>
          )}
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>Your links for this account</Typography>
          <ShareLinksList accountId={accountId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
