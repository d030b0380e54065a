import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';

export type ConfirmOptions = {
  title?: string;
  description?: ReactNode;
  confirmationText?: string;
  cancellationText?: string;
  /** The user must type this word before the confirm button enables. */
  confirmationKeyword?: string;
  /** The user must tick a checkbox with this label before the confirm button enables. */
  acknowledgement?: string;
  destructive?: boolean;
};

/** Rejection value of a cancelled confirm(). */
export class ConfirmCancelled extends Error {
  override readonly name = 'ConfirmCancelled';
  constructor() {
    super('Cancelled');
  }
}

type Confirm = (options?: ConfirmOptions) => Promise<void>;
type Pending = { options: ConfirmOptions; resolve: () => void; reject: (reason: ConfirmCancelled) => void };

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<void>((resolve, reject) => {
        pendingRef.current?.reject(new ConfirmCancelled());
        const next = { options, resolve, reject };
        pendingRef.current = next;
        setPending(next);
        setKeyword('');
        setAcknowledged(false);
        setOpen(true);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    if (!current) return;
    if (confirmed) current.resolve();
    else current.reject(new ConfirmCancelled());
  };

  const options = pending?.options ?? {};
  const keywordOk = !options.confirmationKeyword || keyword === options.confirmationKeyword;
  const acknowledgementOk = !options.acknowledgement || acknowledged;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={open} onClose={() => settle(false)} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">{options.title ?? 'Are you sure?'}</DialogTitle>
        <DialogContent>
          {options.description && <DialogContentText>{options.description}</DialogContentText>}
          {options.confirmationKeyword && (
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              label={`Type "${options.confirmationKeyword}" to confirm`}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          )}
          {options.acknowledgement && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />}
              label={options.acknowledgement}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => settle(false)}>{options.cancellationText ?? 'Cancel'}</Button>
          <Button
            variant="contained"
            color={options.destructive ? 'error' : 'primary'}
            disabled={!keywordOk || !acknowledgementOk}
            onClick={() => settle(true)}
          >
            {options.confirmationText ?? 'Confirm'}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** confirm(options) resolves when the user confirms and rejects with ConfirmCancelled on cancel. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('Missing ConfirmProvider');
  return confirm;
}
