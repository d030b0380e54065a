import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { DraftField, SettingsDraft } from '../model/use-settings-draft';

interface FieldSpec {
  field: DraftField;
  label: string;
  hint: string;
  numeric: boolean;
  suffix?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'target_acos', label: 'Target ACOS', hint: 'Harvest under it; waste far above it.', numeric: true, suffix: '%' },
  { field: 'min_clicks', label: 'Minimum clicks', hint: 'Clicks before a term is judged or harvested.', numeric: true },
  { field: 'harvest_min_orders', label: 'Minimum orders', hint: 'Orders before a term is harvested.', numeric: true },
  { field: 'waste_factor', label: 'Waste factor', hint: 'Threshold = cost per order × this.', numeric: true },
  { field: 'brand_terms', label: 'Brand terms', hint: 'Comma-separated; never suggested as negatives.', numeric: false },
];

interface InsightSettingsFormProps {
  draft: SettingsDraft;
  problemOf: (field: DraftField) => string | undefined;
  onChange: (field: DraftField, value: string) => void;
  /** Enter applies at once rather than after the pause. */
  onSubmit: () => void;
}

/** The five settings the lists depend on; the lists follow them as they are typed. */
export function InsightSettingsForm({ draft, problemOf, onChange, onSubmit }: InsightSettingsFormProps) {
  return (
    <Box
      component="form"
      aria-label="Insight settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 160px)) minmax(0, 1fr)' } }}
    >
      {FIELDS.map(({ field, label, hint, numeric, suffix }) => {
        const problem = problemOf(field);
        return (
          <TextField
            key={field}
            size="small"
            label={label}
            name={field}
            value={draft[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? hint}
            sx={field === 'brand_terms' ? { gridColumn: { sm: '1 / -1', md: 'auto' } } : undefined}
            slotProps={{
              htmlInput: numeric ? { inputMode: 'decimal' } : { maxLength: 2000 },
              input: suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : undefined,
            }}
          />
        );
      })}
      {/* Enter submits a form with several fields only when it has a submit button. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Box>
  );
}
