import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { BOOLEAN_FIELDS, type ChoiceFieldSpec } from './filter-fields';
import { useFilterEditor } from './filter-editor';

/** A 'one of' list filter (types, states) as a group of checkboxes, kept in the options' order. */
export function ChoiceFilterGroup({ spec }: { spec: ChoiceFieldSpec }) {
  const { edited, change } = useFilterEditor();
  const selected = edited[spec.key];
  const toggle = (value: string, checked: boolean) =>
    change({
      [spec.key]: spec.options.map((o) => o.value).filter((v) => (v === value ? checked : selected.includes(v))),
    });
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{spec.legend}</FormLabel>
      <FormGroup row>
        {spec.options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox checked={selected.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** The negative keyword / product targeting booleans; ticking one clears its opposite. */
export function NegativeFilterGroup() {
  const { edited, change } = useFilterEditor();
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend">Negatives</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {BOOLEAN_FIELDS.map(({ key, label, opposite }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Checkbox
                checked={edited[key]}
                onChange={(e) => change(e.target.checked ? { [key]: true, [opposite]: false } : { [key]: false })}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
