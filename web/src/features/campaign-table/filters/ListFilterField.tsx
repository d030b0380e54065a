import { parseListInput } from '@ads-auditor/audit';
import { DraftTextField } from './DraftTextField';
import { ASIN_MAP_HINT, LIST_HELP, type ListFieldSpec } from './filter-fields';
import { useFilterEditor } from './filter-editor';

const formatList = (values: string[]) => values.join(', ');

/** A comma-separated list input; ASIN-map filters stay disabled, with the hint, until a business report is loaded. */
export function ListFilterField({ spec }: { spec: ListFieldSpec }) {
  const { edited, asinMapLoaded, change, submit } = useFilterEditor();
  const disabled = Boolean(spec.needsAsinMap) && !asinMapLoaded;
  const parse = (text: string) => parseListInput(text, { uppercase: spec.uppercase });
  return (
    <DraftTextField
      label={spec.label}
      value={edited[spec.key]}
      format={formatList}
      parse={parse}
      onCommit={(value) => change({ [spec.key]: value })}
      onSubmit={(value) => submit({ [spec.key]: value })}
      disabled={disabled}
      helperText={disabled ? ASIN_MAP_HINT : LIST_HELP}
      // The hint must stay readable on a disabled field.
      slotProps={{ formHelperText: { sx: { '&, &.Mui-disabled': { color: 'text.secondary' } } } }}
    />
  );
}
