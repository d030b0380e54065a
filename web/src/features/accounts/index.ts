// Ad accounts: the account on screen, its switcher, the 'New account' dialog and the currency proposal.
export { CurrentAccountProvider, useCurrentAccount, useAccountParam, ACCOUNT_STORAGE_KEY, type CurrentAccount } from './current-account';
export { AccountSwitcher } from './components/AccountSwitcher';
export { CurrencyProposal } from './components/CurrencyProposal';
export { useAccounts, ACCOUNTS_KEY, type AdAccount } from './api/accounts-api';
export { useShownAccountId } from './use-shown-account-id';
