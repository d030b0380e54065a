import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Note } from '../api/types';
import { NoteText } from './NoteText';
import { NoteTextField, noteTextError } from './NoteTextField';
import { NoteTime } from './NoteTime';

/** Asked before a note is deleted: deleting cannot be undone. */
export const DELETE_QUESTION = 'Are you sure you want to delete?';

type Mode = 'view' | 'edit' | 'confirm-delete';

interface NoteCardProps {
  note: Note;
  /** Resolve true when saved; on false the card stays in edit mode with the typed text. */
  onSave(note: Note, content: string): Promise<boolean>;
  onDelete(note: Note): Promise<boolean>;
}

/** One note: view mode (content, time, Edit, Delete), edit mode (Save, Cancel) or the inline delete question (N, Y). */
export function NoteCard({ note, onSave, onDelete }: NoteCardProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const buttons = { edit: useRef<HTMLButtonElement>(null), delete: useRef<HTMLButtonElement>(null) };
  // Back in view mode, focus returns to the button that left it (keyboard users keep their place).
  const returnFocusTo = useRef<'edit' | 'delete' | null>(null);
  useEffect(() => {
    if (mode === 'view' && returnFocusTo.current) buttons[returnFocusTo.current].current?.focus();
    returnFocusTo.current = null;
  });

  const backToView = (from: 'edit' | 'delete') => {
    returnFocusTo.current = from;
    setMode('view');
  };

  const startEditing = () => {
    setDraft(note.content);
    setError(null);
    setMode('edit');
  };

  const save = async () => {
    if (busy) return;
    const problem = noteTextError(draft);
    setError(problem);
    if (problem) return;
    if (draft.trim() === note.content) return backToView('edit');
    setBusy(true);
    const saved = await onSave(note, draft.trim());
    setBusy(false);
    if (saved) backToView('edit');
  };

  const confirmDelete = async () => {
    setBusy(true);
    // On success the card stays disabled until the reloaded list drops it.
    if (await onDelete(note)) return;
    setBusy(false);
    backToView('delete');
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }} aria-label={mode === 'edit' ? 'Editing note' : undefined}>
      {mode === 'edit' ? (
        <Stack spacing={1}>
          <NoteTextField
            label="Edit note"
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (error) setError(null);
            }}
            onSubmit={() => void save()}
            error={error}
            readOnly={busy}
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => backToView('edit')} disabled={busy}>Cancel</Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>{busy ? 'Saving...' : 'Save'}</Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <NoteText content={note.content} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <Box sx={{ flexGrow: 1 }}><NoteTime createdAt={note.created_at} /></Box>
            {mode === 'view' && (
              <>
                <IconButton ref={buttons.edit} size="small" aria-label="Edit note" onClick={startEditing}><EditOutlinedIcon fontSize="small" /></IconButton>
                <IconButton ref={buttons.delete} size="small" aria-label="Delete note" onClick={() => setMode('confirm-delete')}><DeleteOutlinedIcon fontSize="small" /></IconButton>
              </>
            )}
          </Box>
          {mode === 'confirm-delete' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} role="group" aria-label={DELETE_QUESTION}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>{DELETE_QUESTION}</Typography>
              <Button size="small" variant="outlined" onClick={() => backToView('delete')} disabled={busy} autoFocus>N</Button>
              <Button size="small" variant="contained" color="error" onClick={() => void confirmDelete()} disabled={busy}>Y</Button>
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
