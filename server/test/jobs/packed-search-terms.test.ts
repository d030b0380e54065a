import type { SearchTermRecord } from '@ads-auditor/audit';
import { describe, expect, it } from 'vitest';
import { packedBuffers, packSearchTerms, unpackSearchTerms } from '../../src/jobs/packed-search-terms.js';

const term = (id: string, adGroupId: string, spend: number, customerSearchTerm: string): SearchTermRecord => ({
  id,
  campaign_type: 'SP',
  campaign_id: 'C1',
  ad_group_id: adGroupId,
  campaign_name: 'Campaign',
  ad_group_name: 'Group',
  type: 'keyword',
  keyword_id: 'K1',
  product_targeting_id: null,
  customer_search_term: customerSearchTerm,
  text: 'valve',
  expression: null,
  match_type: 'Exact',
  bid: 1,
  bid_is_default: false,
  state: 'enabled',
  metrics: { impressions: 10, clicks: 1, click_through_rate: 10, spend, sales: 0, orders: 0, units: 0, acos: 0, cpc: spend, roas: 0, conversion_rate: 0 },
});

describe('packed search terms', () => {
  it('unpacks the rows it packed, in order, each with its keys, spend and JSON', () => {
    const terms = [term('sp-2', 'A1', 1.5, 'brass valve'), term('sp-3', 'A2', 0, 'line\nbreak "quoted"'), term('sp-4', 'A1', 7.25, '')];
    const packed = packSearchTerms(terms);
    expect(packed.count).toBe(3);
    const rows = [...unpackSearchTerms(packed)];
    expect(rows.map(({ ad_group_id, campaign_id, spend }) => ({ ad_group_id, campaign_id, spend }))).toEqual([
      { ad_group_id: 'A1', campaign_id: 'C1', spend: 1.5 },
      { ad_group_id: 'A2', campaign_id: 'C1', spend: 0 },
      { ad_group_id: 'A1', campaign_id: 'C1', spend: 7.25 },
    ]);
    expect(rows.map((row) => JSON.parse(row.data))).toEqual(terms);
  });

  it('spreads many terms over several buffers, none split, every one moved to the other thread', () => {
    const terms = Array.from({ length: 9000 }, (_, i) => term(`sp-${i}`, `A${i % 7}`, i / 100, `term ${i} ${'é'.repeat(i % 300)}`));
    const packed = packSearchTerms(terms);
    expect(packed.chunks.length).toBeGreaterThan(1);
    expect(packedBuffers(packed)).toHaveLength(3 + packed.chunks.length);
    const rows = [...unpackSearchTerms(structuredClone(packed, { transfer: packedBuffers(packed) }))];
    expect(rows).toHaveLength(9000);
    expect(rows.map((row) => JSON.parse(row.data).customer_search_term)).toEqual(terms.map((t) => t.customer_search_term));
    expect(rows[8999]).toMatchObject({ ad_group_id: 'A4', spend: 89.99 });
  });

  it('keeps an id with a line break on one line, and packs an empty list', () => {
    const [row] = [...unpackSearchTerms(packSearchTerms([term('sp-2', 'A\n1', 1, 'x')]))];
    expect(row.ad_group_id).toBe('A 1');
    expect([...unpackSearchTerms(packSearchTerms([]))]).toEqual([]);
  });
});
