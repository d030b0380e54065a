// The Compare tab: the audit on screen against an earlier upload of the account.
export { CompareTab } from './components/CompareTab';
