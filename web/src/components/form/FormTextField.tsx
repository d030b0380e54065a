import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Adds a show/hide toggle for a password. */
  revealable?: boolean;
};

/** A MUI text field bound to react-hook-form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>({ name, control, revealable, type, ...props }: Props<T>) {
  const [revealed, setRevealed] = useState(false);
  const label = typeof props.label === 'string' ? props.label : name;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          type={revealable ? (revealed ? 'text' : 'password') : type}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={
            revealable
              ? {
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                          onClick={() => setRevealed((value) => !value)}
                          edge="end"
                        >
                          {revealed ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }
              : undefined
          }
        />
      )}
    />
  );
}
