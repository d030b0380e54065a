import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useCurrentAccount } from '../current-account';
import { NewAccountDialog } from './NewAccountDialog';

/** The Select's value of the 'New account' entry (account ids are positive). */
const NEW_ACCOUNT = -1;

interface AccountSwitcherProps {
  /** 'chooser': a single account shows only a small 'New account' action (the upload screen). */
  variant?: 'switcher' | 'chooser';
}

/**
 * The ad account on screen: a select of the user's accounts with 'New account' at its end. A user
 * with one account is never asked to choose: the upload screen then offers only 'New account'.
 */
export function AccountSwitcher({ variant = 'switcher' }: AccountSwitcherProps) {
  const { accounts, accountId, select, ready } = useCurrentAccount();
  const [creating, setCreating] = useState(false);
  if (!ready || accountId === null) return null;

  const dialog = <NewAccountDialog open={creating} onClose={() => setCreating(false)} onCreated={(account) => select(account.id)} />;
  if (variant === 'chooser' && accounts.length < 2) {
    return (
      <>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ alignSelf: 'flex-start' }}>
          New account
        </Button>
        {dialog}
      </>
    );
  }
  return (
    <>
      <TextField
        select
        size="small"
        label={variant === 'chooser' ? 'Upload to account' : 'Ad account'}
        value={accountId}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id === NEW_ACCOUNT) setCreating(true);
          else select(id);
        }}
        sx={{ minWidth: 200, maxWidth: { xs: '100%', sm: 320 } }}
      >
        {accounts.map((account) => (
          <MenuItem key={account.id} value={account.id} sx={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {account.name}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem value={NEW_ACCOUNT}>
          <ListItemIcon><AddIcon fontSize="small" /></ListItemIcon>
          New account
        </MenuItem>
      </TextField>
      {dialog}
    </>
  );
}
