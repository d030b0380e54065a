import type { Ref } from 'react';
import TextField from '@mui/material/TextField';

/** Shown when a note is only blanks: it is not saved. */
export const NOTE_EMPTY_MESSAGE = 'Note cannot be empty';
/** The API refuses longer notes with this message. */
export const NOTE_MAX_LENGTH = 10_000;
export const NOTE_TOO_LONG_MESSAGE = `Note cannot be longer than ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`;
const SHORTCUT_HINT = 'Ctrl+Enter (Cmd+Enter on a Mac) saves';

/** The message for text that cannot be saved, or null (stored text is trimmed). */
export function noteTextError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return NOTE_EMPTY_MESSAGE;
  return trimmed.length > NOTE_MAX_LENGTH ? NOTE_TOO_LONG_MESSAGE : null;
}

interface NoteTextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl/Cmd+Enter. */
  onSubmit(): void;
  error: string | null;
  /** While saving: the text stays focusable but cannot change. */
  readOnly?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The note text box of the add and edit forms: 2 to 6 visible rows, Ctrl/Cmd+Enter submits. */
export function NoteTextField({ label, value, onChange, onSubmit, error, readOnly, autoFocus, inputRef }: NoteTextFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        }
      }}
      multiline
      minRows={2}
      maxRows={6}
      size="small"
      error={error !== null}
      helperText={error ?? SHORTCUT_HINT}
      slotProps={{ htmlInput: { readOnly } }}
      autoFocus={autoFocus}
      inputRef={inputRef}
    />
  );
}
