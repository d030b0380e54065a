import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { serverDetail } from '../../../lib/api-errors';
import type { AdAccount } from '../api/accounts-api';

export const ACCOUNT_NAME_MAX_LENGTH = 100;

export interface AccountNameDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName?: string;
  /** The message when the call fails without the server's reason. */
  failedMessage: string;
  /** Creates or renames; the server's refusal (a taken name, say) is shown under the field. */
  save: (name: string) => Promise<AdAccount>;
  onSaved?: (account: AdAccount) => void;
  pending: boolean;
}

/** The name of an ad account, new or renamed ("ZValves US", "Client B - DE"). */
export function AccountNameDialog({ open, onClose, title, description, submitLabel, initialName = '', failedMessage, save, onSaved, pending }: AccountNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');

  const close = () => {
    setName(initialName);
    setError('');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the account a name.');
    try {
      const account = await save(name);
      onSaved?.(account);
      setName('');
      setError('');
      onClose();
    } catch (caught) {
      setError(serverDetail(caught) ?? failedMessage);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="account-name-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="account-name-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Account name"
            placeholder="e.g. ZValves US"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            error={error !== ''}
            helperText={error || `Up to ${ACCOUNT_NAME_MAX_LENGTH} characters.`}
            slotProps={{ htmlInput: { maxLength: ACCOUNT_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={pending}>{submitLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
