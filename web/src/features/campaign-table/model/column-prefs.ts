// Which of the Campaign Table's columns are shown, and in what order. The expander, the notes
// button and the campaign name are always shown, first and pinned; the rest are chosen here.
import type { SortColumn } from '@ads-auditor/audit';

export type ChoosableColumn = Exclude<SortColumn, 'campaignName'>;

/** Every choosable column with its header, in the order a new column list starts from. */
export const CHOOSABLE_COLUMNS: readonly { id: ChoosableColumn; label: string }[] = [
  { id: 'state', label: 'State' },
  { id: 'type', label: 'Type' },
  { id: 'spend', label: 'Spend' },
  { id: 'sales', label: 'Sales' },
  { id: 'acos', label: 'ACOS' },
  { id: 'roas', label: 'ROAS' },
  { id: 'orders', label: 'Orders' },
  { id: 'clicks', label: 'Clicks' },
  { id: 'cpc', label: 'CPC' },
  { id: 'conversionRate', label: 'CVR' },
  { id: 'impressions', label: 'Impressions' },
  { id: 'adGroupCount', label: 'Ad Groups' },
  { id: 'productCount', label: 'Products' },
  { id: 'keywordCount', label: 'Keywords' },
];

export interface ColumnPrefs {
  /** Every choosable column, in display order (hidden ones keep their place for when they come back). */
  order: ChoosableColumn[];
  hidden: ChoosableColumn[];
}

/** The default set fits 1280 px without scrolling sideways; the rest are a click away. */
export const DEFAULT_COLUMN_PREFS: ColumnPrefs = {
  order: CHOOSABLE_COLUMNS.map((c) => c.id),
  hidden: ['cpc', 'conversionRate', 'impressions', 'adGroupCount', 'productCount', 'keywordCount'],
};

const KNOWN: ReadonlySet<string> = new Set(CHOOSABLE_COLUMNS.map((c) => c.id));
const isChoosable = (value: unknown): value is ChoosableColumn => typeof value === 'string' && KNOWN.has(value);

/** The shown columns, in order. */
export function shownColumns(prefs: ColumnPrefs): ChoosableColumn[] {
  const hidden = new Set(prefs.hidden);
  return prefs.order.filter((id) => !hidden.has(id));
}

export function toggleColumn(prefs: ColumnPrefs, id: ChoosableColumn): ColumnPrefs {
  const hidden = prefs.hidden.includes(id) ? prefs.hidden.filter((h) => h !== id) : [...prefs.hidden, id];
  return { ...prefs, hidden };
}

/** Moves a column one place earlier (-1) or later (+1); at either end nothing changes. */
export function moveColumn(prefs: ColumnPrefs, id: ChoosableColumn, step: -1 | 1): ColumnPrefs {
  const from = prefs.order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= prefs.order.length) return prefs;
  const order = [...prefs.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...prefs, order };
}

/**
 * Stored preferences, checked: unknown ids are dropped, and a column this version has that the
 * stored list lacks is added at the end, hidden, so a new column never pushes the table wider.
 * Anything unreadable gives the default.
 */
export function parseColumnPrefs(raw: string | null): ColumnPrefs {
  if (raw === null) return DEFAULT_COLUMN_PREFS;
  try {
    const value = JSON.parse(raw) as { order?: unknown; hidden?: unknown };
    if (!Array.isArray(value.order) || !Array.isArray(value.hidden)) return DEFAULT_COLUMN_PREFS;
    const order = [...new Set(value.order.filter(isChoosable))];
    const missing = CHOOSABLE_COLUMNS.map((c) => c.id).filter((id) => !order.includes(id));
    return { order: [...order, ...missing], hidden: [...new Set([...value.hidden.filter(isChoosable), ...missing])] };
  } catch {
    return DEFAULT_COLUMN_PREFS;
  }
}
