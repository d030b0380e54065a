import { useAuditorSession } from '../audit-session';
import { useAccounts } from './api/accounts-api';

/** The account of the audit on screen; without a chosen one, the default account (the oldest). */
export function useShownAccountId(): number | undefined {
  const { accountId } = useAuditorSession();
  const accounts = useAccounts(accountId == null);
  return accountId ?? accounts.data?.[0]?.id;
}
