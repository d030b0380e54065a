import { useCreateAccount, useRenameAccount, type AdAccount } from '../api/accounts-api';
import { AccountNameDialog } from './AccountNameDialog';

export { ACCOUNT_NAME_MAX_LENGTH } from './AccountNameDialog';
export const CREATE_FAILED_MESSAGE = 'The account could not be created. Please try again.';
export const RENAME_FAILED_MESSAGE = 'The account could not be renamed. Please try again.';

interface NewAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new account (the caller switches to it). */
  onCreated: (account: AdAccount) => void;
}

/** Names a new ad account. */
export function NewAccountDialog({ open, onClose, onCreated }: NewAccountDialogProps) {
  const create = useCreateAccount();
  return (
    <AccountNameDialog
      open={open}
      onClose={() => {
        create.reset();
        onClose();
      }}
      title="New ad account"
      description="Keep each client or marketplace apart: its uploads, history and notes stay in its account."
      submitLabel="Create account"
      failedMessage={CREATE_FAILED_MESSAGE}
      save={(name, currency) => create.mutateAsync({ name, currency })}
      onSaved={onCreated}
      pending={create.isPending}
    />
  );
}

/** Renames an ad account or changes its currency: reports, PDFs and share links are titled with its name. */
export function RenameAccountDialog({ account, onClose }: { account: AdAccount; onClose: () => void }) {
  const rename = useRenameAccount();
  return (
    <AccountNameDialog
      open
      onClose={onClose}
      title="Rename account"
      description="Name it after its client or marketplace: reports, PDFs and new share links are titled with it."
      submitLabel="Save"
      initialName={account.name}
      initialCurrency={account.currency}
      failedMessage={RENAME_FAILED_MESSAGE}
      save={(name, currency) => rename.mutateAsync({ accountId: account.id, name, currency })}
      pending={rename.isPending}
    />
  );
}
