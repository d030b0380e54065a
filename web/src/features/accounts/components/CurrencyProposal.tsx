import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isCurrencyCode } from '@ads-auditor/audit';
import { serverDetail } from '../../../lib/api-errors';
import { useRenameAccount, type AdAccount } from '../api/accounts-api';

export const CURRENCY_CHANGE_FAILED = "The account's currency could not be changed. Please try again.";

/**
 * When the workbook on screen tells another currency than its account's, proposes it: one click
 * makes it the account's currency, and every amount is shown in it.
 */
export function CurrencyProposal({ account, workbookCurrency }: { account: AdAccount | null; workbookCurrency: string | null | undefined }) {
  const change = useRenameAccount();
  if (!account || !isCurrencyCode(workbookCurrency) || workbookCurrency === account.currency) return null;
  const use = () => change.mutate({ accountId: account.id, name: account.name, currency: workbookCurrency });
  return (
    <Alert
      severity="info"
      action={<Button color="inherit" size="small" onClick={use} loading={change.isPending}>{`Use ${workbookCurrency}`}</Button>}
    >
      {`This file's amounts are in ${workbookCurrency}; the account shows ${account.currency}.`}
      {change.isError && ` ${serverDetail(change.error) ?? CURRENCY_CHANGE_FAILED}`}
    </Alert>
  );
}
