import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Note } from '../api/types';
import { NoteCard } from './NoteCard';
import { NOTES_LOAD_ERROR } from './notes-context';

/** Note list heights: 320 by default, 400 in the drawer. */
export const NOTE_LIST_MAX_HEIGHT = 320;
export const DRAWER_NOTE_LIST_MAX_HEIGHT = 400;
export const NO_NOTES_TEXT = 'No notes yet.';

interface NoteListProps {
  notes: Note[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  onSave(note: Note, content: string): Promise<boolean>;
  onDelete(note: Note): Promise<boolean>;
  maxHeight?: number;
}

/** A target's notes, newest first, scrolling inside its own box. */
export function NoteList({ notes, isLoading, isError, onRetry, onSave, onDelete, maxHeight = NOTE_LIST_MAX_HEIGHT }: NoteListProps) {
  if (isError && !notes) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        {NOTES_LOAD_ERROR}
      </Alert>
    );
  }
  if (isLoading && !notes) return <Typography role="status" color="text.secondary">Loading notes...</Typography>;
  if (!notes || notes.length === 0) return <Typography color="text.secondary">{NO_NOTES_TEXT}</Typography>;
  return (
    <Box sx={{ maxHeight, overflowY: 'auto', pr: 0.5 }}>
      <Stack component="ul" aria-label="Notes" spacing={1} sx={{ m: 0, p: 0 }}>
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} onSave={onSave} onDelete={onDelete} />
        ))}
      </Stack>
    </Box>
  );
}
