/**
 * One page of an ad group's search terms, as GET /api/search-terms/{ad_group_id} answers it from
 * the database (server/src/repositories/search-terms.ts), made from the terms in memory: the same
 * filter, order (ties in workbook order), paging and counts, so a page made in the browser is the
 * server's.
 */
import { comparableText, compareSortValues, sortValue, storedNumber, type SearchTermSort } from './search-term-order.js';
import type { SearchTermRecord } from './types.js';

export interface SearchTermPageQuery {
  limit: number;
  offset: number;
  /** Default 'spend'. */
  sort?: SearchTermSort;
  /** Default 'desc'. */
  order?: 'asc' | 'desc';
  /** Kept when found, in any case, in the customer search term, the keyword or the targeting expression. */
  q?: string;
  min_clicks?: number;
  min_spend?: number;
}

export interface SearchTermPagination {
  /** The terms the query keeps, over all pages. */
  total: number;
  /** offset / limit + 1 */
  page: number;
  has_next: boolean;
  has_previous: boolean;
}

export interface SearchTermPageData {
  search_terms: SearchTermRecord[];
  pagination: SearchTermPagination;
  /** The kept terms by type, over all pages. */
  counts: { keyword: number; product_targeting: number };
}

/** The paging of `total` terms seen `limit` at a time from `offset`. */
export function searchTermPagination(total: number, limit: number, offset: number): SearchTermPagination {
  return { total, page: Math.floor(offset / limit) + 1, has_next: offset + limit < total, has_previous: offset > 0 };
}

/** The counts by type of `total` terms of which `productTargeting` are product targeting. */
export const searchTermCounts = (total: number, productTargeting: number) => ({ keyword: total - productTargeting, product_targeting: productTargeting });

/** A test of the query's filters (the SQL's LIKE over lower(...), with its wildcards escaped: a plain substring). */
function keeps(query: SearchTermPageQuery): (term: SearchTermRecord) => boolean {
  const text = query.q?.trim().toLowerCase();
  const { min_clicks: minClicks, min_spend: minSpend } = query;
  const has = (field: string | null) => comparableText(field).includes(text!);
  return (term) =>
    (minSpend === undefined || storedNumber(term.metrics.spend) >= minSpend) &&
    (minClicks === undefined || storedNumber(term.metrics.clicks) >= minClicks) &&
    (!text || has(term.customer_search_term) || has(term.text) || has(term.expression));
}

/**
 * `terms`: the workbook's search terms in workbook order (readSearchTerms), their default bids
 * filled or not (fillDefaultBids; sorting by bid compares a term's own bid, as the server does).
 */
export function pageSearchTerms(terms: readonly SearchTermRecord[], adGroupId: string, query: SearchTermPageQuery): SearchTermPageData {
  const sort = query.sort ?? 'spend';
  const direction = (query.order ?? 'desc') === 'desc' ? -1 : 1;
  const keep = keeps(query);
  const kept: { term: SearchTermRecord; value: number | string; position: number }[] = [];
  let productTargeting = 0;
  terms.forEach((term, position) => {
    if (term.ad_group_id !== adGroupId || !keep(term)) return;
    kept.push({ term, value: sortValue(term, sort), position });
    if (term.type === 'product_targeting') productTargeting += 1;
  });
  kept.sort((a, b) => direction * compareSortValues(a.value, b.value) || a.position - b.position);
  return {
    search_terms: kept.slice(query.offset, query.offset + query.limit).map((entry) => entry.term),
    pagination: searchTermPagination(kept.length, query.limit, query.offset),
    counts: searchTermCounts(kept.length, productTargeting),
  };
}
