import Chip from '@mui/material/Chip';

/** Whether the account's latest audit has the campaign (or the ad group); nothing without an audit. */
export function AuditMatch({ inAudit, what }: { inAudit: boolean | null; what: 'campaign' | 'ad group' }) {
  if (inAudit === null) return null;
  return inAudit
    ? <Chip size="small" color="success" variant="outlined" label="In the audit" />
    : <Chip size="small" color="warning" variant="outlined" label={`Not in the audit`} title={`The latest audit has no ${what} of this name`} />;
}
