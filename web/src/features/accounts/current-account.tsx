// The ad account the dashboard shows: chosen in the header switcher (or the upload screen),
// remembered in local storage, and read by the auditor, the history and the notes calls.
// Without a provider (a component rendered on its own) there is no chosen account: calls then
// leave account_id out and the server uses the default account.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REOPENED_UPLOAD_PARAM } from '../history';
import { useAccounts, type AdAccount } from './api/accounts-api';

export const ACCOUNT_STORAGE_KEY = 'ads-auditor.account';

export interface CurrentAccount {
  /** The user's accounts, oldest (the default) first; empty while loading. */
  accounts: AdAccount[];
  /** The chosen account's id; null while loading, on error, or without a provider. */
  accountId: number | null;
  account: AdAccount | null;
  /** False until the accounts are loaded (pages wait, so they never load the default account's audit first). */
  ready: boolean;
  /** True when the accounts could not be loaded (the pages carry on with the default account). */
  failed: boolean;
  select: (accountId: number) => void;
}

const NO_PROVIDER: CurrentAccount = { accounts: [], accountId: null, account: null, ready: true, failed: false, select: () => {} };

const CurrentAccountContext = createContext<CurrentAccount>(NO_PROVIDER);

function storedAccountId(): number | null {
  try {
    const value = Number(window.localStorage.getItem(ACCOUNT_STORAGE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function CurrentAccountProvider({ children }: { children: ReactNode }) {
  const accounts = useAccounts();
  const [chosen, setChosen] = useState<number | null>(storedAccountId);
  const [, setParams] = useSearchParams();

  const select = useCallback((accountId: number) => {
    setChosen(accountId);
    // An earlier audit reopened from the history belongs to the account it was opened in.
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete(REOPENED_UPLOAD_PARAM);
      return updated;
    });
    try {
      window.localStorage.setItem(ACCOUNT_STORAGE_KEY, String(accountId));
    } catch {
      // Storage may be unavailable (private mode): the choice then lasts until reload.
    }
  }, [setParams]);

  const value = useMemo<CurrentAccount>(() => {
    const list = accounts.data ?? [];
    // A remembered account that is gone (deleted, another user on this browser) falls back to the default.
    const account = list.find((a) => a.id === chosen) ?? list[0] ?? null;
    return { accounts: list, accountId: account?.id ?? null, account, ready: !accounts.isPending, failed: accounts.isError, select };
  }, [accounts.data, accounts.isPending, accounts.isError, chosen, select]);

  return <CurrentAccountContext.Provider value={value}>{children}</CurrentAccountContext.Provider>;
}

export function useCurrentAccount(): CurrentAccount {
  return useContext(CurrentAccountContext);
}

/** The chosen account's id for an API call: undefined (left out) when there is none. */
export function useAccountParam(): number | undefined {
  return useCurrentAccount().accountId ?? undefined;
}
