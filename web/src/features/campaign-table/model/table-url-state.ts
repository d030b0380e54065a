// The Campaign Table's filters and sort as address parameters, so a filtered, sorted view
// survives a reload and can be bookmarked or sent. Each filter field is its own parameter
// (minSpend=100, campaignTypes=SP&campaignTypes=SB, hasNegativeKeywords=1): readable in the
// address, and a field left at its default is left out.
import {
  BOOLEAN_FILTERS,
  BOUNDED_FIELDS,
  DEFAULT_SORT,
  LIST_FILTERS,
  SORTABLE_COLUMNS,
  emptyFilters,
  type BoundKey,
  type CampaignFilters,
  type SortColumn,
  type SortState,
} from '@ads-auditor/audit';

export const SORT_PARAM = 'sort';
export const DIRECTION_PARAM = 'dir';

const BOUND_KEYS: readonly BoundKey[] = BOUNDED_FIELDS.flatMap((field) => [`min${field}`, `max${field}`] as const);
/** Every parameter the table owns; the others (tab, campaign, upload...) belong to the page. */
const TABLE_PARAMS: readonly string[] = [SORT_PARAM, DIRECTION_PARAM, ...BOUND_KEYS, ...LIST_FILTERS, ...BOOLEAN_FILTERS];
const SORTABLE: ReadonlySet<string> = new Set(SORTABLE_COLUMNS);

/** The sort in the address; a missing or unknown column falls back to spend, highest first. */
export function readSort(params: URLSearchParams): SortState {
  const column = params.get(SORT_PARAM);
  if (column === null || !SORTABLE.has(column)) return DEFAULT_SORT;
  const direction = params.get(DIRECTION_PARAM) === 'asc' ? 'asc' : 'desc';
  return { column: column as SortColumn, direction };
}

/** The filters in the address; a bound that is not a number is ignored, as an empty field would be. */
export function readFilters(params: URLSearchParams): CampaignFilters {
  const filters = emptyFilters();
  for (const key of BOUND_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const value = Number(raw);
    if (Number.isFinite(value)) filters[key] = value;
  }
  for (const key of LIST_FILTERS) filters[key] = params.getAll(key).map((v) => v.trim()).filter((v) => v !== '');
  for (const key of BOOLEAN_FILTERS) filters[key] = params.get(key) === '1';
  return filters;
}

/** `params` with the table's parameters replaced by `filters` and `sort`; the page's own parameters are kept. */
export function writeTableState(params: URLSearchParams, filters: CampaignFilters, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TABLE_PARAMS) next.delete(key);
  if (sort.column !== DEFAULT_SORT.column || sort.direction !== DEFAULT_SORT.direction) {
    next.set(SORT_PARAM, sort.column);
    next.set(DIRECTION_PARAM, sort.direction);
  }
  for (const key of BOUND_KEYS) {
    const value = filters[key];
    if (value !== undefined) next.set(key, String(value));
  }
  for (const key of LIST_FILTERS) for (const value of filters[key]) next.append(key, value);
  for (const key of BOOLEAN_FILTERS) if (filters[key]) next.set(key, '1');
  return next;
}

/** The table's parameters alone, in a stable order: equal strings mean the same view. */
export function tableStateKey(params: URLSearchParams): string {
  const own = new URLSearchParams();
  for (const key of TABLE_PARAMS) for (const value of params.getAll(key)) own.append(key, value);
  return own.toString();
}
