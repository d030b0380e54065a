import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAuditorSession } from '../../audit-session';
import { useChangeLoop } from '../api/changes-api';
import { countsLine } from './change-texts';

/**
 * The Summary's line on the plan exported before this upload: how many of its changes reached
 * Amazon, and the way to the Changes tab. Nothing when no plan was exported before it.
 */
export function ChangesLine() {
  const { serverOff = null } = useAuditorSession();
  // A private audit is not on the server: it has no plan before it to ask about.
  return serverOff !== null ? null : <ChangesLineOfUpload />;
}

function ChangesLineOfUpload() {
  const { audit } = useAuditorSession();
  const loop = useChangeLoop(audit.upload_id);
  const [, setParams] = useSearchParams();
  const verify = loop.data?.verify;
  if (!loop.data?.change_set || !verify) return null;
  const openChanges = () => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set('tab', 'changes');
    return next;
  }, { replace: true });
  return (
    <Alert
      severity={verify.counts.applied === verify.items.length ? 'success' : 'info'}
      action={<Button color="inherit" size="small" onClick={openChanges}>See the changes</Button>}
    >
      {`The plan exported on ${loop.data.change_set.date}: ${countsLine(verify)}.`}
    </Alert>
  );
}
