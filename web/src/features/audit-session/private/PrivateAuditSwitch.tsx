import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRIVATE_AUDIT_EXPLANATION, PRIVATE_AUDIT_LABEL } from './private-audit-rules';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** 'Private audit': audit the file in this browser only, with its one-line explanation. */
export function PrivateAuditSwitch({ checked, onChange, disabled }: Props) {
  return (
    <Stack spacing={0}>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(_event, next) => onChange(next)} disabled={disabled} slotProps={{ input: { 'aria-describedby': 'private-audit-explanation' } }} />}
        label={PRIVATE_AUDIT_LABEL}
      />
      <Typography id="private-audit-explanation" variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6.5 }, mt: -0.5 }}>
        {PRIVATE_AUDIT_EXPLANATION}
      </Typography>
    </Stack>
  );
}
