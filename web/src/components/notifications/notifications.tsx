import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export const NOTIFICATION_AUTO_HIDE_MS = 3000;
export const NOTIFICATION_TOP_OFFSET_PX = 70;

export type Notification = { text: string; severity: AlertColor; autoHide: boolean };
type NotifyOptions = { severity?: AlertColor; autoHide?: boolean };
type Notify = (text: string, options?: NotifyOptions) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Notification bar at the top right, under the app bar; one message at a time. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<(Notification & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((text, options = {}) => {
    setMessage({ text, severity: options.severity ?? 'info', autoHide: options.autoHide ?? true, key: Date.now() });
    setOpen(true);
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={message?.key}
        open={open}
        onClose={close}
        autoHideDuration={message?.autoHide ? NOTIFICATION_AUTO_HIDE_MS : null}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        // Inline so it wins over the Snackbar's own per-breakpoint top offset.
        style={{ top: NOTIFICATION_TOP_OFFSET_PX }}
      >
        <Alert onClose={() => close()} severity={message?.severity ?? 'info'} variant="filled" sx={{ width: '100%' }}>
          {message?.text}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('Missing NotificationProvider');
  return useMemo(() => notify, [notify]);
}
