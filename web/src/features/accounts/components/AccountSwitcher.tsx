import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useCurrentAccount } from '../current-account';
import { ClientNamePrompt } from './ClientNamePrompt';
import { NewAccountDialog, RenameAccountDialog } from './NewAccountDialog';

/** The Select's values of the 'New account' and 'Rename' entries (account ids are positive). */
const NEW_ACCOUNT = -1;
const RENAME = -2;

interface AccountSwitcherProps {
  /** 'chooser': a single account shows only a small 'New account' action (the upload screen). */
  variant?: 'switcher' | 'chooser';
}

/**
 * The ad account on screen: a select of the user's accounts with 'Rename' (the account on screen)
 * and 'New account' at its end. A user with one account is never asked to choose: the upload
 * screen then offers only 'New account', and asks for the client's name while the account still
 * has the default one.
 */
export function AccountSwitcher({ variant = 'switcher' }: AccountSwitcherProps) {
  const { accounts, account, accountId, select, ready } = useCurrentAccount();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState(false);
  if (!ready || accountId === null || account === null) return null;

  const dialog = (
    <>
      <NewAccountDialog open={creating} onClose={() => setCreating(false)} onCreated={(created) => select(created.id)} />
      {renaming && <RenameAccountDialog account={account} onClose={() => setRenaming(false)} />}
    </>
  );
  if (variant === 'chooser' && accounts.length < 2) {
    return (
      <>
        <ClientNamePrompt account={account} />
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
          else if (id === RENAME) setRenaming(true);
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
        <MenuItem value={RENAME} sx={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
          <ListItemIcon><EditIcon fontSize="small" /></ListItemIcon>
          Rename {account.name}
        </MenuItem>
        <MenuItem value={NEW_ACCOUNT}>
          <ListItemIcon><AddIcon fontSize="small" /></ListItemIcon>
          New account
        </MenuItem>
      </TextField>
      {dialog}
    </>
  );
}
