import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { NOTIFICATION_TOP_OFFSET_PX } from '../../../components/notifications/notifications';
import type { MessageSeverity } from '../../audit-session';

interface Props {
  message: string;
  severity: MessageSeverity;
}

/**
 * The upload's line: errors and notices in the page, where they stay. The success is cleared after a
 * second, so it is shown over the page (top right, like the app's notifications): in the page its
 * going moved the audit up under the pointer, and a click aimed then could land on something else.
 */
export function UploadMessage({ message, severity }: Props) {
  const success = severity === 'success' && message !== '';
  // Kept while the bar slides out, so it does not empty first.
  const [successText, setSuccessText] = useState(message);
  if (success && message !== successText) setSuccessText(message);
  return (
    <>
      {message !== '' && !success && (
        <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
          {message}
        </Alert>
      )}
      <Snackbar open={success} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} style={{ top: NOTIFICATION_TOP_OFFSET_PX }}>
        <Alert severity="success" variant="filled" role="status" sx={{ width: '100%' }}>
          {successText}
        </Alert>
      </Snackbar>
    </>
  );
}
