import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { formatCount, type ParentAsinDetail } from '@ads-auditor/audit';
import type { ParentSelection } from '../model/use-parent-selection';
import type { ParentSortKey } from '../model/parent-order';

/** Options rendered at once while typing; a seller may have thousands of parents. */
const MAX_SHOWN_OPTIONS = 100;
const filterOptions = createFilterOptions<ParentAsinDetail>({
  limit: MAX_SHOWN_OPTIONS,
  stringify: (p) => `${p.parent_asin} ${p.title}`,
});
const optionLabel = (p: ParentAsinDetail) => (p.title ? `${p.parent_asin} - ${p.title}` : p.parent_asin);

/** Search, previous/next, Clear and the Spend/Sales order of the parent ASINs. */
export function ParentAsinPicker({ selection }: { selection: ParentSelection }) {
  const { ordered, current, index, select, sortBy, changeSort } = selection;
  const step = (delta: number) => select(ordered[index + delta]?.parent_asin ?? null);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Autocomplete
        options={ordered}
        value={current}
        onChange={(_, option) => select(option?.parent_asin ?? null)}
        getOptionLabel={optionLabel}
        getOptionKey={(p) => p.parent_asin}
        isOptionEqualToValue={(a, b) => a.parent_asin === b.parent_asin}
        filterOptions={filterOptions}
        clearText="Clear search"
        noOptionsText="No parent ASIN matches"
        sx={{ flex: '1 1 280px', minWidth: 0, maxWidth: 560 }}
        renderInput={(params) => <TextField {...params} label="Search Parent ASIN" size="small" />}
      />
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Previous parent ASIN" onClick={() => step(-1)} disabled={index <= 0}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minWidth: 72, textAlign: 'center' }}>
          {index >= 0 ? `${formatCount(index + 1)} of ${formatCount(ordered.length)}` : `${formatCount(ordered.length)} parents`}
        </Typography>
        <IconButton aria-label="Next parent ASIN" onClick={() => step(1)} disabled={index >= ordered.length - 1}>
          <ArrowForwardIcon />
        </IconButton>
      </Stack>
      {/* Never disabled, so keyboard focus stays on it after clearing. */}
      <Button variant="outlined" size="small" onClick={() => select(null)}>
        Clear
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sortBy}
        aria-label="Sort parent ASINs by"
        onChange={(_, next: ParentSortKey | null) => next && changeSort(next)}
      >
        <ToggleButton value="spend">Spend</ToggleButton>
        <ToggleButton value="sales">Sales</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
