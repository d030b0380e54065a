import { describe, expect, test } from 'vitest';
import { SP_SEARCH_TERM_HEADERS } from '../../src/bulk/headers.js';
import { LAYOUTS } from '../../src/fixtures/layouts.js';
import { metricCells, TabLayout } from '../../src/fixtures/tab-layout.js';
import { SearchTermVisitor } from '../../src/search-terms/search-term-visitor.js';
import type { SearchTermRecord } from '../../src/search-terms/types.js';
import { auditFixture, campaignNamed, searchTermsOf } from '../helpers/audit-fixture.js';
import { m, SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

const audit = auditFixture(SMALL_ACCOUNT);
const terms = searchTermsOf(SMALL_ACCOUNT).search_terms;
const term = (text: string, type: SearchTermRecord['type']) => terms.find((t) => t.customer_search_term === text && t.type === type)!;

describe('SearchTermVisitor', () => {
  test('a keyword-matched term is linked to its campaign, ad group and keyword', () => {
    const group = campaignNamed(audit, 'SP Manual Exact').ad_groups[0];
    const keyword = group.keywords.find((k) => k.text === 'snore stopper')!;
    expect(term('snore stopper', 'keyword')).toEqual({
      id: 'sp-4',
      campaign_type: 'SP',
      campaign_id: '111111111111112',
      ad_group_id: group.id,
      campaign_name: 'SP Manual Exact',
      ad_group_name: 'Exact group',
      type: 'keyword',
      keyword_id: keyword.id,
      product_targeting_id: null,
      customer_search_term: 'snore stopper',
      text: 'snore stopper',
      expression: null,
      match_type: 'Exact',
      bid: 1.2,
      bid_is_default: false,
      state: 'enabled',
      metrics: {
        impressions: 50, clicks: 5, click_through_rate: 10, spend: 6, sales: 40, orders: 2, units: 2,
        acos: 15, cpc: 1.2, roas: 40 / 6, conversion_rate: 40,
      },
    });
  });

  test('a target-matched term is linked to its product target; ASIN terms keep their case', () => {
    const target = campaignNamed(audit, 'SP Auto').ad_groups[0].product_targeting.find((t) => t.expression === 'close-match')!;
    expect(term('b000000009', 'product_targeting')).toMatchObject({
      type: 'product_targeting',
      keyword_id: null,
      product_targeting_id: target.id,
      text: null,
      expression: 'close-match',
      match_type: null,
      bid: 0.8,
    });
  });

  test('zero denominators give zero ratios', () => {
    const t = term('snore stopper', 'product_targeting');
    expect(t.expression).toBe('substitutes');
    expect(t.metrics).toMatchObject({ impressions: 0, clicks: 1, click_through_rate: 0, spend: 0.7, sales: 20, roas: 20 / 0.7 });
    expect(t.metrics.acos).toBeCloseTo(3.5, 12);
    const noSales = term('b000000009', 'product_targeting');
    expect([noSales.metrics.acos, noSales.metrics.roas, noSales.metrics.conversion_rate]).toEqual([0, 0, 0]);
  });

  test('Sponsored Brands terms come from their own tab', () => {
    expect(term('anti snoring device', 'keyword')).toMatchObject({ id: 'sb-2', campaign_type: 'SB', campaign_id: '311111111111111', type: 'keyword', match_type: 'Broad' });
  });

  test('rows without a campaign or a search term are skipped; a tab without the ID columns reads nothing', () => {
    const layout = new TabLayout(SP_SEARCH_TERM_HEADERS, LAYOUTS['us-2026']);
    const out: SearchTermRecord[] = [];
    const visitor = new SearchTermVisitor('SP', out);
    const rows = [
      layout.header,
      layout.row({ 'Campaign ID': 1, 'Ad Group ID': 2, 'Keyword Text': 'k', 'Customer Search Term': 'kept', ...metricCells(m(1, 1, 1, 0, 0)) }),
      layout.row({ 'Ad Group ID': 2, 'Customer Search Term': 'no campaign' }),
      layout.row({ 'Campaign ID': 1, 'Ad Group ID': 2 }),
    ];
    visitSheets([{ name: 'SP Search Term Report', rows }], () => visitor);
    expect(out.map((t) => [t.customer_search_term, t.campaign_id, t.ad_group_id])).toEqual([['kept', '1', '2']]);

    const unusable = new SearchTermVisitor('SP', out);
    visitSheets([{ name: 'x', rows: [['Campaign ID', 'Customer Search Term'], ['1', 'term']] }], () => unusable);
    expect(unusable.usable).toBe(false);
    expect(out).toHaveLength(1);
  });

  test('a sink that names its columns gets only those filled: the other cells are not decoded', () => {
    const layout = new TabLayout(SP_SEARCH_TERM_HEADERS, LAYOUTS['us-2026']);
    const records: SearchTermRecord[] = [];
    const sink = { columns: ['campaignId', 'customerSearchTerm', 'spend'] as const, push: (r: SearchTermRecord) => records.push(r) };
    const visitor = new SearchTermVisitor('SP', sink);
    const row = { 'Campaign ID': 1, 'Ad Group ID': 2, 'Keyword Text': 'k', 'Match Type': 'Exact', State: 'enabled', Bid: 0.5, 'Customer Search Term': 't' };
    visitSheets([{ name: 'SP Search Term Report', rows: [layout.header, layout.row({ ...row, ...metricCells(m(10, 2, 1.5, 0, 0)) })] }], () => visitor);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ campaign_id: '1', customer_search_term: 't', ad_group_id: '', text: null, match_type: null, bid: null, state: '' });
    expect(records[0].metrics).toMatchObject({ spend: 1.5, clicks: 0, impressions: 0 });
  });

  test('a blank Bid is read as no bid of its own (fillDefaultBids may give it the default bid later)', () => {
    const layout = new TabLayout(SP_SEARCH_TERM_HEADERS, LAYOUTS['us-2026']);
    const out: SearchTermRecord[] = [];
    const visitor = new SearchTermVisitor('SP', out);
    const row = { 'Campaign ID': 1, 'Ad Group ID': 2, 'Product Targeting Expression': 'substitutes', 'Customer Search Term': 't' };
    visitSheets([{ name: 'SP Search Term Report', rows: [layout.header, layout.row(row)] }], () => visitor);
    expect(out[0]).toMatchObject({ type: 'product_targeting', bid: null, bid_is_default: false });
  });
});
