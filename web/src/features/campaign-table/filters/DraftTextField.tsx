import { useState, type KeyboardEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type DraftTextFieldProps<T> = Omit<TextFieldProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'onKeyDown' | 'onSubmit'> & {
  value: T;
  /** How a committed value reads in the field. */
  format: (value: T) => string;
  /** How typed text becomes a value (the engine's input parsing). */
  parse: (text: string) => T;
  onCommit: (value: T) => void;
  /** Enter: commit and apply. */
  onSubmit: (value: T) => void;
};

/**
 * A text field that keeps what the user types while focused and commits the parsed value
 * on blur; once committed it shows the value as parsed.
 */
export function DraftTextField<T>({ value, format, parse, onCommit, onSubmit, ...props }: DraftTextFieldProps<T>) {
  const current = format(value);
  // The draft remembers the value it was typed over: if that value changes from outside
  // (Clear All, new applied filters, Enter), the field shows the new value instead.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const live = draft !== null && draft.over === current ? draft.text : null;
  // Re-committing untouched text could round a formatted value (1e+21) into no value.
  const edited = live !== null && live !== current;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit(edited ? parse(live) : value);
  };

  return (
    <TextField
      size="small"
      autoComplete="off"
      fullWidth
      {...props}
      value={live ?? current}
      onFocus={() => setDraft({ text: current, over: current })}
      onChange={(event) => setDraft({ text: event.target.value, over: current })}
      onBlur={() => {
        if (edited) onCommit(parse(live));
        setDraft(null);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
