import { describe, expect, test } from 'vitest';
import { digestSearchTerms, SearchTermDigester, WASTED_TERMS_LISTED } from '../../src/node/search-term-digest.js';
import { metricsFromCounts } from '../../src/metrics/metrics.js';
import type { SearchTermRecord } from '../../src/search-terms/types.js';

function term(name: string, type: SearchTermRecord['type'], spend: number, orders: number): SearchTermRecord {
  const m = metricsFromCounts({ impressions: 100, clicks: 4, spend, sales: orders * 20, orders, units: orders });
  return {
    id: `sp-${name}`, campaign_type: 'SP', campaign_id: '1', ad_group_id: '2', campaign_name: 'C', ad_group_name: 'G', type,
    keyword_id: null, product_targeting_id: null, customer_search_term: name, text: null, expression: null, match_type: null,
    bid: null, bid_is_default: false, state: 'enabled',
    metrics: { ...m, click_through_rate: m.ctr },
  };
}

describe('digestSearchTerms', () => {
  test('counts, totals and the terms that spent most without an order', () => {
    const terms = [term('a', 'keyword', 5, 0), term('b', 'product_targeting', 9.5, 0), term('c', 'keyword', 20, 2), term('d', 'keyword', 0, 0)];
    const digest = digestSearchTerms({ sheets_found: ['SP Search Term Report'], available_sheets: ['x'], expected_sheets: ['y'], search_terms: terms });
    expect(digest).toMatchObject({ sheets_found: ['SP Search Term Report'], count: 4, keyword_terms: 3, product_targeting_terms: 1 });
    expect(digest.metrics).toMatchObject({ spend: 34.5, sales: 40, clicks: 16, orders: 2, roas: 40 / 34.5 });
    expect(digest.top_wasted.map((t) => [t.customer_search_term, t.spend])).toEqual([['b', 9.5], ['a', 5]]);
  });

  test(`lists at most ${WASTED_TERMS_LISTED} wasted terms`, () => {
    const terms = Array.from({ length: 15 }, (_, i) => term(`t${i}`, 'keyword', i + 1, 0));
    const digest = digestSearchTerms({ sheets_found: [], available_sheets: [], expected_sheets: [], search_terms: terms });
    expect(digest.top_wasted).toHaveLength(WASTED_TERMS_LISTED);
    expect(digest.top_wasted[0].customer_search_term).toBe('t14');
  });

  test('terms of equal spend are listed in the order they were read', () => {
    const terms = [term('x', 'keyword', 3, 0), ...Array.from({ length: 12 }, (_, i) => term(`t${i}`, 'keyword', 5, 0)), term('y', 'keyword', 6, 0)];
    const digest = digestSearchTerms({ sheets_found: [], available_sheets: [], expected_sheets: [], search_terms: terms });
    expect(digest.top_wasted.map((t) => t.customer_search_term)).toEqual(['y', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
  });

  test('a digester fed one record at a time counts every record and lists the most wasteful', () => {
    const digester = new SearchTermDigester();
    for (let i = 0; i < 500; i++) digester.push(term(`t${i}`, i % 2 ? 'keyword' : 'product_targeting', i % 7, i % 3));
    const digest = digester.digest({ sheets_found: ['SP Search Term Report'], available_sheets: [], expected_sheets: [] });
    expect(digest).toMatchObject({ count: 500, keyword_terms: 250, product_targeting_terms: 250 });
    expect(digest.top_wasted).toHaveLength(WASTED_TERMS_LISTED);
    expect(digest.top_wasted.every((t) => t.spend === 6)).toBe(true);
  });
});
