/**
 * Search terms that newly convert or stopped converting. A term is compared account-wide (its
 * rows in every campaign and ad group added up), case and spacing ignored, so a term that only
 * moved to another campaign is not reported as stopped.
 */
import { CompensatedSum } from '../metrics/money-sum.js';
import type { SearchTermRecord } from '../search-terms/types.js';
import type { SearchTermChange, SearchTermChanges, SearchTermTotals } from './types.js';

/** The fields of a search term row the comparison reads (an API row or a SearchTermRecord fits). */
export interface SearchTermInput extends Pick<SearchTermRecord, 'customer_search_term' | 'campaign_id' | 'campaign_name'> {
  metrics: SearchTermTotals;
}

interface TermTotals {
  term: string;
  clicks: number;
  orders: number;
  spend: CompensatedSum;
  sales: CompensatedSum;
  /** Campaigns where the term had orders, by id. */
  converting: Map<string, string>;
}

export const searchTermKey = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every term of one period, added up account-wide. */
export function searchTermTotals(rows: Iterable<SearchTermInput>): Map<string, TermTotals> {
  const totals = new Map<string, TermTotals>();
  for (const row of rows) {
    const key = searchTermKey(row.customer_search_term);
    let entry = totals.get(key);
    if (!entry) {
      entry = { term: row.customer_search_term.trim(), clicks: 0, orders: 0, spend: new CompensatedSum(), sales: new CompensatedSum(), converting: new Map() };
      totals.set(key, entry);
    }
    entry.clicks += row.metrics.clicks;
    entry.orders += row.metrics.orders;
    entry.spend.add(row.metrics.spend);
    entry.sales.add(row.metrics.sales);
    if (row.metrics.orders > 0 && !entry.converting.has(row.campaign_id)) entry.converting.set(row.campaign_id, row.campaign_name);
  }
  return totals;
}

const NONE: SearchTermTotals = { clicks: 0, spend: 0, sales: 0, orders: 0 };

const figures = (t: TermTotals | undefined): SearchTermTotals =>
  t ? { clicks: t.clicks, spend: t.spend.value, sales: t.sales.value, orders: t.orders } : NONE;

/** Terms converting in `from` and not in `other`, most sales first (equal sales: by term). */
function convertingOnlyIn(
  from: Map<string, TermTotals>,
  other: Map<string, TermTotals>,
  side: 'older' | 'newer',
): SearchTermChange[] {
  const changes: SearchTermChange[] = [];
  for (const [key, totals] of from) {
    if (totals.orders <= 0 || (other.get(key)?.orders ?? 0) > 0) continue;
    const [older, newer] = side === 'newer' ? [other.get(key), totals] : [totals, other.get(key)];
    changes.push({
      customer_search_term: totals.term,
      campaigns: [...totals.converting].map(([id, name]) => ({ id, name })),
      older: figures(older),
      newer: figures(newer),
    });
  }
  return changes.sort((a, b) => b[side].sales - a[side].sales || a.customer_search_term.localeCompare(b.customer_search_term));
}

export function searchTermChanges(older: Iterable<SearchTermInput>, newer: Iterable<SearchTermInput>): SearchTermChanges {
  const before = searchTermTotals(older);
  const after = searchTermTotals(newer);
  return {
    newly_converting: convertingOnlyIn(after, before, 'newer'),
    stopped_converting: convertingOnlyIn(before, after, 'older'),
  };
}
