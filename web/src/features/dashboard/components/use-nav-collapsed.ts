import { useCallback, useState } from 'react';

export const NAV_STORAGE_KEY = 'dashboard-nav-collapsed';
export const NAV_WIDTH_EXPANDED = 220;
export const NAV_WIDTH_COLLAPSED = 60;

function readStored(): boolean | null {
  try {
    const value = window.localStorage.getItem(NAV_STORAGE_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null; // Storage can be blocked (private mode); fall back to the default.
  }
}

/** The navigation's collapsed choice on a wide screen, remembered in local storage. */
export function useNavCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readStored() ?? false);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(NAV_STORAGE_KEY, String(next));
      } catch {
        // Not remembered, still toggled.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
