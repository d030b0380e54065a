import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SearchTermView } from '../api/search-terms-api';

type Filters = Pick<SearchTermView, 'text' | 'minClicks' | 'minSpend'>;

interface SearchTermsFiltersProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
}

/** '' is no minimum; anything else must be a number of at least 0 (whole, for clicks). */
function parseMinimum(text: string, whole: boolean): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) return 'invalid';
  return value;
}

/** Text and minimum clicks or spend, applied by the server with Apply (or Enter in a field). */
export function SearchTermsFilters({ applied, onApply }: SearchTermsFiltersProps) {
  const [text, setText] = useState(applied.text);
  const [clicks, setClicks] = useState(applied.minClicks === null ? '' : String(applied.minClicks));
  const [spend, setSpend] = useState(applied.minSpend === null ? '' : String(applied.minSpend));
  const minClicks = parseMinimum(clicks, true);
  const minSpend = parseMinimum(spend, false);
  const invalid = minClicks === 'invalid' || minSpend === 'invalid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minClicks === 'invalid' || minSpend === 'invalid') return;
    onApply({ text: text.trim(), minClicks, minSpend });
  };
  const clear = () => {
    setText('');
    setClicks('');
    setSpend('');
    onApply({ text: '', minClicks: null, minSpend: null });
  };

  return (
    <Stack component="form" role="search" aria-label="Filter search terms" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
      <TextField size="small" label="Search term or keyword contains" value={text} onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} sx={{ minWidth: { sm: 260 } }} />
      <TextField
        size="small"
        label="Min clicks"
        value={clicks}
        onChange={(e) => setClicks(e.target.value)}
        error={minClicks === 'invalid'}
        helperText={minClicks === 'invalid' ? 'A whole number, 0 or more' : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: { sm: 150 } }}
      />
      <TextField
        size="small"
        label="Min spend"
        value={spend}
        onChange={(e) => setSpend(e.target.value)}
        error={minSpend === 'invalid'}
        helperText={minSpend === 'invalid' ? 'A number, 0 or more' : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        sx={{ width: { sm: 140 } }}
      />
      <Stack direction="row" spacing={1} sx={{ pt: { sm: 0.25 } }}>
        <Button type="submit" variant="contained" size="small" disabled={invalid}>
          Apply
        </Button>
        <Button size="small" onClick={clear}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
