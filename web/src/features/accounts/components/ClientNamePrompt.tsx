import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { serverDetail } from '../../../lib/api-errors';
import { DEFAULT_ACCOUNT_NAME, useRenameAccount, type AdAccount } from '../api/accounts-api';
import { ACCOUNT_NAME_MAX_LENGTH } from './AccountNameDialog';
import { RENAME_FAILED_MESSAGE } from './NewAccountDialog';

export const CLIENT_NAME_PROMPT = "Whose account is this? Reports, PDFs and share links are titled with its name.";

/**
 * The first account starts as 'My account' (the server makes it on first need). While it is the
 * user's only account and still has that name, the upload screen asks for the client's name
 * here, without holding up the upload; it goes once named (or renamed from the switcher).
 */
export function ClientNamePrompt({ account }: { account: AdAccount }) {
  const rename = useRenameAccount();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  if (account.name !== DEFAULT_ACCOUNT_NAME) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the account a name.');
    try {
      await rename.mutateAsync({ accountId: account.id, name });
    } catch (caught) {
      setError(serverDetail(caught) ?? RENAME_FAILED_MESSAGE);
    }
  };
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <form onSubmit={submit} noValidate aria-label="Name this account">
        <Stack spacing={1.5}>
          <span>{CLIENT_NAME_PROMPT}</span>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label="Client account name"
              placeholder="e.g. ZValves US"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError('');
              }}
              error={error !== ''}
              helperText={error || undefined}
              slotProps={{ htmlInput: { maxLength: ACCOUNT_NAME_MAX_LENGTH } }}
              sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
            />
            <Button type="submit" variant="contained" loading={rename.isPending} sx={{ flexShrink: 0 }}>Save name</Button>
          </Stack>
        </Stack>
      </form>
    </Alert>
  );
}
