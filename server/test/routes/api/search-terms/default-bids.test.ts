import type { SearchTermRecord } from '@ads-auditor/audit';
import { describe, expect, it, vi } from 'vitest';
import { withDefaultBids } from '../../../../src/routes/api/search-terms/default-bids.js';

const term = (customerSearchTerm: string, bid: number | null): SearchTermRecord => ({
  id: `sp-${customerSearchTerm}`, campaign_type: 'SP', campaign_id: '1', ad_group_id: '2', campaign_name: 'C', ad_group_name: 'G',
  type: 'product_targeting', keyword_id: null, product_targeting_id: '3', customer_search_term: customerSearchTerm, text: null,
  expression: 'substitutes', match_type: null, bid, bid_is_default: false, state: 'enabled',
  metrics: { impressions: 1, clicks: 1, click_through_rate: 100, spend: 1, sales: 0, orders: 0, units: 0, acos: 0, cpc: 1, roas: 0, conversion_rate: 0 },
});
const stored = (...terms: SearchTermRecord[]) => terms.map((t) => JSON.stringify(t));

describe('withDefaultBids', () => {
  it("gives the terms without a bid their ad group's default bid, marked as the default; the others stay as stored", async () => {
    const items = stored(term('own', 0.8), term('inherits', null));
    const served = await withDefaultBids(items, '2', async () => 0.65);
    expect(served[0]).toBe(items[0]);
    expect(JSON.parse(served[1])).toEqual({ ...term('inherits', null), bid: 0.65, bid_is_default: true });
  });

  it('asks for no default bid when every term has its own (the page is served as stored)', async () => {
    const items = stored(term('own', 0.8), term('"bid":null', 1.1));
    const findDefaultBid = vi.fn(async () => 0.65);
    expect(await withDefaultBids(items, '2', findDefaultBid)).toBe(items);
    expect(findDefaultBid).not.toHaveBeenCalled();
  });

  it('keeps an unknown bid when the ad group has no default bid', async () => {
    const items = stored(term('inherits', null));
    expect(await withDefaultBids(items, '2', async () => null)).toBe(items);
  });
});
