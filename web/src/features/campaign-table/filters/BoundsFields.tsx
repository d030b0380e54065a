import InputAdornment from '@mui/material/InputAdornment';
import { boundedFieldLabel, parseNumericInput, type BoundKey, type BoundedField } from '@ads-auditor/audit';
import { DraftTextField } from './DraftTextField';
import { boundedFieldUnit } from './filter-fields';
import { useFilterEditor } from './filter-editor';
import { useCurrencySymbol } from '../../audit-session';

const formatBound = (value: number | undefined) => (value === undefined ? '' : String(value));

function unitAdornments(field: BoundedField, symbol: string) {
  const unit = boundedFieldUnit(field);
  if (unit === '$') return { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> };
  if (unit === '%') return { endAdornment: <InputAdornment position="end">%</InputAdornment> };
  return undefined;
}

function BoundField({ boundKey, label, field, error, helperText }: {
  boundKey: BoundKey;
  label: string;
  field: BoundedField;
  error: boolean;
  helperText?: string;
}) {
  const { edited, change, submit } = useFilterEditor();
  const symbol = useCurrencySymbol();
  return (
    <DraftTextField
      label={label}
      value={edited[boundKey]}
      format={formatBound}
      parse={parseNumericInput}
      onCommit={(value) => change({ [boundKey]: value })}
      onSubmit={(value) => submit({ [boundKey]: value })}
      error={error}
      helperText={helperText}
      slotProps={{ input: unitAdornments(field, symbol), htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** The Min and Max inputs of one quantity; the engine's message sits under Min when Min exceeds Max. */
export function BoundsFields({ field }: { field: BoundedField }) {
  const { errors } = useFilterEditor();
  const label = boundedFieldLabel(field);
  const error = errors.get(`min${field}`);
  return (
    <>
      <BoundField boundKey={`min${field}`} label={`Min ${label}`} field={field} error={Boolean(error)} helperText={error} />
      <BoundField boundKey={`max${field}`} label={`Max ${label}`} field={field} error={Boolean(error)} />
    </>
  );
}
