import { noteCreatedAtIso } from '@ads-auditor/audit';
import Typography from '@mui/material/Typography';

const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A note's created_at in the reader's local time, with the UTC timestamp as its machine value. */
export function NoteTime({ createdAt }: { createdAt: string }) {
  const iso = noteCreatedAtIso(createdAt);
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {iso ? <time dateTime={iso}>{LOCAL_TIME.format(new Date(iso))}</time> : createdAt}
    </Typography>
  );
}
