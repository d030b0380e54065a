import { useState, type FormEvent, type Ref } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NoteTextField, noteTextError } from './NoteTextField';

interface AddNoteFormProps {
  /** Resolves true when the note was saved; on false the typed text stays. */
  onAdd(content: string): Promise<boolean>;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function AddNoteForm({ onAdd, autoFocus, inputRef }: AddNoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    const problem = noteTextError(text);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const saved = await onAdd(text.trim());
    setSaving(false);
    if (saved) setText('');
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1} aria-label="Add a note">
      <NoteTextField
        label="Add a note"
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onSubmit={() => void submit()}
        error={error}
        readOnly={saving}
        autoFocus={autoFocus}
        inputRef={inputRef}
      />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-end' }}>
        {saving ? 'Adding...' : 'Add Note'}
      </Button>
    </Stack>
  );
}
