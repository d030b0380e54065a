// Ad accounts: the account on screen, its switcher and the 'New account' dialog.
export { CurrentAccountProvider, useCurrentAccount, useAccountParam, ACCOUNT_STORAGE_KEY, type CurrentAccount } from './current-account';
export { AccountSwitcher } from './components/AccountSwitcher';
export { useAccounts, ACCOUNTS_KEY, type AdAccount } from './api/accounts-api';
