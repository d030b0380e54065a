import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { serverDetail } from '../../../lib/api-errors';
import { useCreateAccount, type AdAccount } from '../api/accounts-api';

export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const CREATE_FAILED_MESSAGE = 'The account could not be created. Please try again.';

interface NewAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new account (the caller switches to it). */
  onCreated: (account: AdAccount) => void;
}

/** Names a new ad account ("ZValves US", "Client B - DE"); the server's refusal is shown under the field. */
export function NewAccountDialog({ open, onClose, onCreated }: NewAccountDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = useCreateAccount();

  const close = () => {
    setName('');
    setError('');
    create.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the account a name.');
    try {
      const account = await create.mutateAsync(name);
      onCreated(account);
      close();
    } catch (caught) {
      setError(serverDetail(caught) ?? CREATE_FAILED_MESSAGE);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="new-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-account-title">New ad account</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Keep each client or marketplace apart: its uploads, history and notes stay in its account.</DialogContentText>
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
          <Button type="submit" variant="contained" loading={create.isPending}>Create account</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
