import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PLAN_ITEM_KINDS } from '@ads-auditor/audit';
import { KIND_TITLES, type PlanFilters } from '../model/plan-items';

const OPTIONS = {
  kind: [['all', 'All kinds'], ...PLAN_ITEM_KINDS.map((k) => [k, KIND_TITLES[k]])],
  confidence: [['all', 'Any confidence'], ['high', 'High'], ['medium', 'Medium'], ['low', 'Low']],
  decision: [['all', 'Any decision'], ['undecided', 'Undecided'], ['accepted', 'Accepted'], ['rejected', 'Rejected']],
} as const;
const LABELS = { kind: 'Kind', confidence: 'Confidence', decision: 'Decision' } as const;

/** Filters of the list: kind, confidence, decision. */
export function PlanFiltersBar({ filters, onChange }: { filters: PlanFilters; onChange: (next: PlanFilters) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} role="group" aria-label="Filter the plan">
      {(Object.keys(OPTIONS) as (keyof PlanFilters)[]).map((field) => (
        <TextField key={field} select size="small" label={LABELS[field]} value={filters[field]} sx={{ minWidth: 170 }} onChange={(event) => onChange({ ...filters, [field]: event.target.value })}>
          {OPTIONS[field].map(([value, label]) => (
            <MenuItem key={value} value={value}>{label}</MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
