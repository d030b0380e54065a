import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type CampaignFilters, type SortColumn, type SortState } from '@ads-auditor/audit';
import { readFilters, readSort, tableStateKey, writeTableState } from './table-url-state';

export interface TableUrlState {
  filters: CampaignFilters;
  sort: SortState;
  applyFilters: (filters: CampaignFilters) => void;
  sortBy: (column: SortColumn) => void;
}

/**
 * The table's filters and sort, read from and written to the address. Every write is an update
 * of the latest parameters, never of a copy taken at render: React Router's own functional
 * update reads the parameters of the last render, so two writes before the next render would
 * lose the first. Writes replace the history entry, as the tab's do.
 */
export function useTableUrlState(): TableUrlState {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(latest.current);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // Parsed again only when the table's own parameters change: the engine's filtering and
  // sorting are memoized on these objects.
  const key = tableStateKey(params);
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const sort = useMemo(() => readSort(new URLSearchParams(key)), [key]);

  const applyFilters = useCallback(
    (next: CampaignFilters) => update((current) => writeTableState(current, next, readSort(current))),
    [update],
  );
  const sortBy = useCallback(
    (column: SortColumn) => update((current) => writeTableState(current, readFilters(current), nextSort(readSort(current), column))),
    [update],
  );
  return { filters, sort, applyFilters, sortBy };
}
