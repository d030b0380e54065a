import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_NOTES_TITLE, PARENT_ASIN_NOTES_TITLE } from '@ads-auditor/audit';
import type { ReportNotes } from '../report-model';
import { noteEntries, type NoteEntry as Entry } from '../note-entries';
import { useMoney } from '../../audit-session';


function NotesGroup({ title, entries }: { title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{title}</Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.heading}</Typography>
            {entry.details && <Typography variant="body2" color="text.secondary">{entry.details}</Typography>}
            {entry.notes.map((note) => (
              <Box key={note.id} sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.content}</Typography>
                <Typography variant="caption" color="text.secondary">{note.created_at} UTC</Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** The notes the owner included, by campaign and by parent ASIN (read-only). */
export function ReportNotesSection({ notes }: { notes: ReportNotes }) {
  const { campaigns, parents } = noteEntries(notes, useMoney());
  if (campaigns.length + parents.length === 0) {
    return <Typography color="text.secondary">No notes were included in this report.</Typography>;
  }
  return (
    <Stack spacing={3}>
      <NotesGroup title={CAMPAIGN_NOTES_TITLE} entries={campaigns} />
      <NotesGroup title={PARENT_ASIN_NOTES_TITLE} entries={parents} />
    </Stack>
  );
}
