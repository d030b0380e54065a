import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY } from '@ads-auditor/audit';
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
  initialCurrency?: string;
  /** The message when the call fails without the server's reason. */
  failedMessage: string;
  /** Creates or renames; the server's refusal (a taken name, say) is shown under the field. */
  save: (name: string, currency: string) => Promise<AdAccount>;
  onSaved?: (account: AdAccount) => void;
  pending: boolean;
}

/** 'EUR – Euro': how the currency select names each choice. */
export const currencyLabel = (code: string) => `${code} – ${CURRENCIES[code as keyof typeof CURRENCIES]?.name ?? code}`;

/** The name and currency of an ad account, new or edited ("ZValves US", "Client B - DE", EUR). */
export function AccountNameDialog({ open, onClose, title, description, submitLabel, initialName = '', initialCurrency = DEFAULT_CURRENCY, failedMessage, save, onSaved, pending }: AccountNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [currency, setCurrency] = useState(initialCurrency);
  const [error, setError] = useState('');

  const close = () => {
    setName(initialName);
    setCurrency(initialCurrency);
    setError('');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the account a name.');
    try {
      const account = await save(name, currency);
      onSaved?.(account);
      setName('');
      setCurrency(DEFAULT_CURRENCY);
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
          <TextField
            select
            fullWidth
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            helperText="Every amount of this account's audits is shown in it."
            sx={{ mt: 2 }}
          >
            {CURRENCY_CODES.map((code) => (
              <MenuItem key={code} value={code}>{currencyLabel(code)}</MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={pending}>{submitLabel}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
