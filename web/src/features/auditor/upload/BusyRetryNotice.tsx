import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface BusyRetryNoticeProps {
  /** When the file goes again (ms since the epoch). */
  retryAt: number;
  fileName: string | null;
  onCancel: () => void;
}

export const SERVER_BUSY_TITLE = 'The server is busy';

/** A busy server is not a failure: the file is kept and sent again by itself, with a countdown and a Cancel. */
export function BusyRetryNotice({ retryAt, fileName, onCancel }: BusyRetryNoticeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <Alert
      severity="warning"
      role="status"
      action={<Button color="inherit" size="small" onClick={onCancel}>Cancel</Button>}
    >
      <AlertTitle>{SERVER_BUSY_TITLE}</AlertTitle>
      It is processing other files. {fileName ? <strong>{fileName}</strong> : 'Your file'} is kept and will be sent again{' '}
      {/* Not read out every second: the live region announces the notice once. */}
      <span aria-live="off">in {seconds} {seconds === 1 ? 'second' : 'seconds'}</span>.
    </Alert>
  );
}
