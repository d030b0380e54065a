import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** A period as the date inputs hold it: 'YYYY-MM-DD' strings, '' when not chosen. */
export interface PeriodDraft {
  start: string;
  end: string;
}

export const EMPTY_PERIOD: PeriodDraft = { start: '', end: '' };

/** Why a draft cannot be sent, or null when it can (both empty means no period). */
export function periodDraftProblem({ start, end }: PeriodDraft): string | null {
  if (start === '' && end === '') return null;
  if (start === '' || end === '') return 'Give both the start and the end date.';
  if (end < start) return 'The end date cannot be before the start date.';
  return null;
}

/** The start and end dates of the period an upload covers, both days included. */
export function PeriodFields({ value, onChange, disabled = false, size = 'small' }: { value: PeriodDraft; onChange: (next: PeriodDraft) => void; disabled?: boolean; size?: 'small' | 'medium' }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size={size}
        label="Start date"
        value={value.start}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, start: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 9rem' }}
      />
      <TextField
        type="date"
        size={size}
        label="End date"
        value={value.end}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, end: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.start || undefined } }}
        sx={{ flex: '1 1 9rem' }}
      />
    </Stack>
  );
}
