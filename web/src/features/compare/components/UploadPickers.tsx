import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { KeptUpload } from '../api/compare-api';
import { COMPARE_TEXTS } from './compare-messages';
import { uploadLabel } from './upload-label';

interface UploadPickersProps {
  /** Audited uploads, newest first. */
  uploads: readonly KeptUpload[];
  earlierId: number | null;
  laterId: number | null;
  onChange: (choice: { earlierId: number; laterId: number }) => void;
  disabled?: boolean;
}

/**
 * The earlier and the later upload. The later list holds only uploads newer than the earlier one,
 * so the two are always in order; choosing an earlier upload that is not older than the later one
 * moves the later one to the newest.
 */
export function UploadPickers({ uploads, earlierId, laterId, onChange, disabled = false }: UploadPickersProps) {
  const indexOf = (id: number | null) => uploads.findIndex((u) => u.id === id);
  const earlierIndex = indexOf(earlierId);
  const laterChoices = earlierIndex < 0 ? [] : uploads.slice(0, earlierIndex);
  const pick = (label: string, value: number | null, choices: readonly KeptUpload[], change: (id: number) => void) => (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => change(Number(event.target.value))}
      disabled={disabled || choices.length === 0}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
    >
      {choices.map((u) => (
        <MenuItem key={u.id} value={u.id} sx={{ whiteSpace: 'normal' }}>
          {uploadLabel(u)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {pick(COMPARE_TEXTS.earlier, earlierId, uploads.slice(1), (id) => {
        const later = indexOf(laterId) >= 0 && indexOf(laterId) < indexOf(id) ? laterId! : uploads[0]!.id;
        onChange({ earlierId: id, laterId: later });
      })}
      {pick(COMPARE_TEXTS.later, laterId, laterChoices, (id) => onChange({ earlierId: earlierId!, laterId: id }))}
    </Stack>
  );
}
