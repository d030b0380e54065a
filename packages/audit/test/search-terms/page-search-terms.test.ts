// One page of an ad group's search terms made in memory, as the server's query makes it: its
// filter, its order (ties in workbook order, missing values as 0 or ''), its paging and counts.
// The server test local-page-equivalence.test.ts compares the two on real uploads.
import { describe, expect, test } from 'vitest';
import { pageSearchTerms, type SearchTermPageQuery } from '../../src/search-terms/page-search-terms.js';
import { compareCodePoints } from '../../src/search-terms/search-term-order.js';
import type { SearchTermMetrics, SearchTermRecord } from '../../src/search-terms/types.js';

const GROUP = 'g1';

function term(id: number, fields: Partial<SearchTermRecord>, metrics: Partial<SearchTermMetrics> = {}): SearchTermRecord {
  return {
    id: `sp-${id}`, campaign_type: 'SP', campaign_id: 'c1', ad_group_id: GROUP, campaign_name: 'C', ad_group_name: 'G',
    type: 'keyword', keyword_id: null, product_targeting_id: null, customer_search_term: `term ${id}`, text: 'kw', expression: null,
    match_type: 'Exact', bid: 1, bid_is_default: false, state: 'enabled',
    metrics: { impressions: 0, clicks: 0, click_through_rate: 0, spend: 0, sales: 0, orders: 0, units: 0, acos: 0, cpc: 0, roas: 0, conversion_rate: 0, ...metrics },
    ...fields,
  };
}

const ids = (terms: readonly SearchTermRecord[], adGroupId: string, query: Partial<SearchTermPageQuery>) =>
  pageSearchTerms(terms, adGroupId, { limit: 50, offset: 0, ...query }).search_terms.map((t) => t.id);

describe('pageSearchTerms', () => {
  const terms = [
    term(1, { customer_search_term: 'Zebra mat' }, { spend: 5, clicks: 3, sales: 0 }),
    term(2, { customer_search_term: 'apple', ad_group_id: 'other' }, { spend: 99 }),
    term(3, { customer_search_term: 'banana', type: 'product_targeting', text: null, expression: 'asin="B0X"', match_type: null }, { spend: 5, clicks: 10, sales: 20, acos: 25 }),
    term(4, { customer_search_term: 'apple pie' }, { spend: 0.5, clicks: 1, sales: 1, acos: 50 }),
    term(5, { customer_search_term: 'ZEBRA' }, { spend: 7, clicks: 0, sales: 14, acos: 50 }),
  ];

  test("keeps the ad group's terms, most spend first; equal values keep the workbook's order either way", () => {
    expect(ids(terms, GROUP, {})).toEqual(['sp-5', 'sp-1', 'sp-3', 'sp-4']);
    expect(ids(terms, GROUP, { order: 'asc' })).toEqual(['sp-4', 'sp-1', 'sp-3', 'sp-5']);
    expect(ids(terms, 'none', {})).toEqual([]);
  });

  test('text sorts ignore the case of ASCII letters; missing text sorts as empty', () => {
    expect(ids(terms, GROUP, { sort: 'customer_search_term', order: 'asc' })).toEqual(['sp-4', 'sp-3', 'sp-5', 'sp-1']);
    // The keyword column is the keyword's text, else the expression: 'asin="B0X"' < 'kw'.
    expect(ids(terms, GROUP, { sort: 'keyword', order: 'asc' })).toEqual(['sp-3', 'sp-1', 'sp-4', 'sp-5']);
    expect(ids(terms, GROUP, { sort: 'match_type', order: 'asc' })).toEqual(['sp-3', 'sp-1', 'sp-4', 'sp-5']);
  });

  test('text compares as code points (the databases’ binary order), characters beyond U+FFFF last', () => {
    expect(['😀', '\uff5e', 'é', 'z'].sort(compareCodePoints)).toEqual(['z', 'é', '\uff5e', '😀']);
    const texts = [term(1, { customer_search_term: '😀' }), term(2, { customer_search_term: '\uff5e' }), term(3, { customer_search_term: 'É' })];
    expect(ids(texts, GROUP, { sort: 'customer_search_term', order: 'asc' })).toEqual(['sp-3', 'sp-2', 'sp-1']);
  });

  test('spend without sales is the highest ACOS', () => {
    expect(ids(terms, GROUP, { sort: 'acos', order: 'desc' })).toEqual(['sp-1', 'sp-4', 'sp-5', 'sp-3']);
  });

  test('a bid sorts as the term’s own: a default bid filled in counts as none (0), like a missing one', () => {
    const bids = [term(1, { bid: 0.5 }), term(2, { bid: 2, bid_is_default: true }), term(3, { bid: null }), term(4, { bid: 1 })];
    expect(ids(bids, GROUP, { sort: 'bid', order: 'asc' })).toEqual(['sp-2', 'sp-3', 'sp-1', 'sp-4']);
    expect(ids(bids, GROUP, { sort: 'bid', order: 'desc' })).toEqual(['sp-4', 'sp-1', 'sp-2', 'sp-3']);
  });

  test('a figure that is not a number (stored as null) counts as 0', () => {
    const odd = [term(1, {}, { roas: 2 }), term(2, {}, { roas: Number.NaN }), term(3, {}, { roas: -1 })];
    expect(ids(odd, GROUP, { sort: 'roas', order: 'asc' })).toEqual(['sp-3', 'sp-2', 'sp-1']);
  });

  test('q keeps terms whose search term, keyword or expression holds it, in any case, wildcards taken literally', () => {
    expect(ids(terms, GROUP, { q: '  zebra ' })).toEqual(['sp-5', 'sp-1']);
    expect(ids(terms, GROUP, { q: 'B0x' })).toEqual(['sp-3']);
    expect(ids(terms, GROUP, { q: 'KW' })).toEqual(['sp-5', 'sp-1', 'sp-4']);
    expect(ids(terms, GROUP, { q: '%' })).toEqual([]);
    expect(ids(terms, GROUP, { q: 'apple_pie' })).toEqual([]);
    expect(ids(terms, GROUP, { q: '   ' })).toEqual(['sp-5', 'sp-1', 'sp-3', 'sp-4']);
  });

  test('min_clicks and min_spend keep the terms with at least that much', () => {
    expect(ids(terms, GROUP, { min_clicks: 3 })).toEqual(['sp-1', 'sp-3']);
    expect(ids(terms, GROUP, { min_spend: 5 })).toEqual(['sp-5', 'sp-1', 'sp-3']);
    expect(ids(terms, GROUP, { min_spend: 5, min_clicks: 1, q: 'zebra' })).toEqual(['sp-1']);
  });

  test('pages and counts cover the terms kept', () => {
    const second = pageSearchTerms(terms, GROUP, { limit: 2, offset: 2 });
    expect(second.search_terms.map((t) => t.id)).toEqual(['sp-3', 'sp-4']);
    expect(second.pagination).toEqual({ total: 4, page: 2, has_next: false, has_previous: true });
    expect(second.counts).toEqual({ keyword: 3, product_targeting: 1 });
    const past = pageSearchTerms(terms, GROUP, { limit: 2, offset: 10, q: 'a' });
    expect(past).toEqual({ search_terms: [], pagination: { total: 4, page: 6, has_next: false, has_previous: true }, counts: { keyword: 3, product_targeting: 1 } });
  });
});
