import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { DEFAULT_COLUMN_PREFS, parseColumnPrefs, type ColumnPrefs } from './column-prefs';

/** One key per signed-in user, so two people sharing a browser keep their own columns. */
export const columnPrefsKey = (userId: number | null) => `campaign-table-columns:${userId ?? 'anonymous'}`;

function readStored(key: string): ColumnPrefs {
  try {
    return parseColumnPrefs(window.localStorage.getItem(key));
  } catch {
    return DEFAULT_COLUMN_PREFS; // Storage can be blocked (private mode).
  }
}

/** The signed-in user's column choice, remembered in this browser's local storage. */
export function useColumnPrefs(): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const { user } = useCurrentUser();
  const key = columnPrefsKey(user?.id ?? null);
  const [state, setState] = useState(() => ({ key, prefs: readStored(key) }));
  // Another user signed in (or the user loaded after the first render): read their choice.
  let current = state;
  if (state.key !== key) {
    current = { key, prefs: readStored(key) };
    setState(current);
  }
  const change = useCallback(
    (prefs: ColumnPrefs) => {
      setState({ key, prefs });
      try {
        window.localStorage.setItem(key, JSON.stringify(prefs));
      } catch {
        // Not remembered, still applied.
      }
    },
    [key],
  );
  return [current.prefs, change];
}
