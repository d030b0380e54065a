/** Sort semantics: a new column sorts descending first, the same column toggles. */
import { CAMPAIGN_NUMBERS } from '../model/campaign-numbers.js';
import type { Campaign } from '../model/contract.js';

export type SortDirection = 'asc' | 'desc';
export const SORTABLE_COLUMNS = [
  'campaignName', 'type', 'spend', 'sales', 'roas', 'acos', 'cpc', 'clicks', 'orders',
  'conversionRate', 'impressions', 'adGroupCount', 'productCount', 'keywordCount', 'state',
] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
export interface SortState<C extends string = SortColumn> {
  column: C;
  direction: SortDirection;
}

/** Default at every level: spend, highest first. */
export const DEFAULT_SORT: SortState = { column: 'spend', direction: 'desc' };

/** The sort after clicking `column`. */
export function nextSort<C extends string>(current: SortState<C>, column: C): SortState<C> {
  if (current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

// One collator, made on first use: localeCompare with options builds one per call (5,000
// campaigns by name: about 100x slower), and making it at import costs every importer.
let collator: Intl.Collator | undefined;
const textCollator = () => (collator ??= new Intl.Collator('en', { sensitivity: 'base' }));

/** Strings compare alphabetically, numbers numerically; missing values count as 0 / ''. */
export function compareValues(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (typeof a === 'string' || typeof b === 'string') return textCollator().compare(String(a ?? ''), String(b ?? ''));
  return (a ?? 0) - (b ?? 0);
}

/** A stable sort of any rows by one value. */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => string | number | null | undefined, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(valueOf(a), valueOf(b)));
}

export const CAMPAIGN_SORT_VALUE: Record<SortColumn, (c: Campaign) => string | number> = {
  ...CAMPAIGN_NUMBERS,
  campaignName: (c) => c.name,
  type: (c) => c.type_code,
  state: (c) => c.state,
};

export function sortCampaigns(campaigns: readonly Campaign[], sort: SortState = DEFAULT_SORT): Campaign[] {
  return sortRows(campaigns, CAMPAIGN_SORT_VALUE[sort.column], sort.direction);
}
