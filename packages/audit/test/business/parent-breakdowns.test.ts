import { describe, expect, test } from 'vitest';
import { indexAdvertisedProducts } from '../../src/business/advertised-products.js';
import { parentBreakdowns } from '../../src/business/parent-breakdowns.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { PARENT_ACCOUNT } from '../helpers/parent-asin-fixture.js';

const index = indexAdvertisedProducts(auditFixture(PARENT_ACCOUNT).campaigns);
// Parent B0PARENT01 is advertised through B0CHILD001 and B0CHILD002: ad spend 42 + 22.5.
const placements = [...index.get('B0CHILD001')!, ...index.get('B0CHILD002')!];
const { breakdowns, targets } = parentBreakdowns(placements, 64.5);
const spendOf = (rows: { key: string; metrics: { spend: number } }[]) => rows.map((r) => [r.key, Number(r.metrics.spend.toFixed(6))]);

describe('parentBreakdowns', () => {
  test('campaign-level breakdowns prorate each campaign by the product share of the campaign', () => {
    // Manual B (spend 20, sales 60): B0CHILD001 has 12 / 20 of its spend and 30 / 60 of its sales.
    expect(spendOf(breakdowns.by_campaign_type)).toEqual([['SP', 62], ['SD', 2.5]]);
    expect(breakdowns.by_campaign_type[0].metrics.sales).toBeCloseTo(100 + 30, 9);
    expect(breakdowns.by_campaign_type[0].share_of_spend).toBeCloseTo((62 / 64.5) * 100, 10);
    expect(spendOf(breakdowns.by_sp_targeting)).toEqual([['auto', 50], ['manual', 12]]);
    expect(spendOf(breakdowns.by_bidding_strategy)).toEqual([['Dynamic bids - down only', 50], ['Fixed bid', 12], ['Optimize for page visits', 2.5]]);
    expect(breakdowns.top_campaigns.map((c) => [c.name, c.type_code, Number(c.metrics.spend.toFixed(6))])).toEqual([
      ['Auto A', 'SP', 50],
      ['Manual B', 'SP', 12],
      ['Display D', 'SD', 2.5],
    ]);
  });

  test('placements are prorated per campaign too', () => {
    // Auto A: 25 / 15 / 10 / 0 in full; Manual B: 10 / 6 / 4 / 0 at 0.6.
    expect(spendOf(breakdowns.by_placement)).toEqual([
      ['Placement Top', 31],
      ['Placement Rest Of Search', 18.6],
      ['Placement Product Page', 12.4],
      ['Placement Amazon Business', 0],
    ]);
  });

  test('keyword-level breakdowns prorate by the product share of its ad group', () => {
    // In ad group 'Exact' B0CHILD001 has 12 / 16 of the spend (the campaign share would be 0.6).
    expect(spendOf(breakdowns.by_targeting_type)).toEqual([
      ['close-match', 35],
      ['substitutes', 15],
      ['Exact', 7.5],
      ['Phrase', 4.5],
      ['category', 2.5],
    ]);
    const exact = breakdowns.by_targeting_type.find((r) => r.key === 'Exact')!.metrics;
    expect(exact.sales).toBeCloseTo(40 * 0.75, 10);
    expect(exact.clicks).toBeCloseTo(20 * 0.8, 10);
    expect(exact.orders).toBeCloseTo(2 * 0.5, 10);
  });

  test('the Targeting rows: one per target and campaign, prorated', () => {
    expect(targets.map((t) => [t.target, t.kind, t.match_type, t.campaign_name, t.type_code, Number(t.metrics.spend.toFixed(6))])).toEqual([
      ['close-match', 'product_targeting', 'close-match', 'Auto A', 'SP', 35],
      ['substitutes', 'product_targeting', 'substitutes', 'Auto A', 'SP', 15],
      ['brass valve', 'keyword', 'Exact', 'Manual B', 'SP', 7.5],
      ['valve', 'keyword', 'Phrase', 'Manual B', 'SP', 4.5],
      ['category="2748212011"', 'product_targeting', 'category', 'Display D', 'SD', 2.5],
    ]);
  });

  test('missing proration factors count as 1', () => {
    const [first] = index.get('B0CHILD001')!;
    const bare = { ...first, product: { ...first.product, proration: undefined as never } };
    const result = parentBreakdowns([bare], 50);
    expect(spendOf(result.breakdowns.by_campaign_type)).toEqual([['SP', 50]]);
    expect(spendOf(result.breakdowns.by_targeting_type)).toEqual([['close-match', 35], ['substitutes', 15]]);
  });

  test('nothing advertised, nothing broken down', () => {
    const empty = parentBreakdowns([], 0);
    expect(empty.targets).toEqual([]);
    expect(Object.values(empty.breakdowns).every((rows) => rows.length === 0)).toBe(true);
  });
});
