import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { PrivateAuditState } from '../../audit-session';

/** A private audit's state: auditing (in this browser), its failure, or what it leaves out once shown. */
export function PrivateAuditStatus({ state }: { state: PrivateAuditState }) {
  if (state.status === 'auditing') {
    return (
      <Stack role="status" aria-live="polite" spacing={1}>
        <Alert severity="info" icon={false}>{`Auditing ${state.fileName ?? 'the file'} in this browser. Nothing is uploaded.`}</Alert>
        <LinearProgress aria-label="Private audit in progress" />
      </Stack>
    );
  }
  if (state.status === 'failed') return <Alert severity="error" role="alert">{state.message}</Alert>;
  if (state.status === 'done') {
    return (
      <Alert severity="success" role="status">
        {`Private audit: ${state.fileName ?? 'the file'} was audited in this browser; nothing was uploaded or stored. Notes, history, share links, the business report and the Parent ASIN Audit, Search Term Report, Plan, Changes and Compare tabs need the server and are off.`}
      </Alert>
    );
  }
  return null;
}
