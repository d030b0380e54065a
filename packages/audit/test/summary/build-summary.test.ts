import { describe, expect, test } from 'vitest';
import { buildSummary } from '../../src/summary/build-summary.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

describe('buildSummary', () => {
  test('account level: the sum of the campaign rows with recomputed ratios', () => {
    const { account } = buildSummary(auditFixture(MANY_CAMPAIGNS).campaigns);
    expect(account.spend.toFixed(2)).toBe('2532.20');
    expect(Math.abs(account.spend - 2532.2)).toBeLessThan(1e-9);
    expect([account.sales, account.impressions, account.clicks, account.orders, account.units]).toEqual([7590, 25300, 1265, 253, 253]);
    expect(account.roas).toBeCloseTo(7590 / 2532.2, 12);
    expect(account.acos).toBeCloseTo((2532.2 / 7590) * 100, 12);
    expect(account.cpc).toBeCloseTo(2532.2 / 1265, 12);
    expect(account.ctr).toBeCloseTo(5, 12);
    expect(account.conversion_rate).toBeCloseTo(20, 12);
  });

  test('every card of the Summary tab is filled', () => {
    const summary = buildSummary(auditFixture(SMALL_ACCOUNT).campaigns);
    expect(summary.by_campaign_type.map((t) => t.key)).toEqual(['SP', 'SB', 'SD']);
    expect(summary.by_campaign_type[0].children!.map((c) => c.key)).toEqual(['auto', 'manual']);
    expect(summary.by_targeting_type.map((t) => t.key)).toEqual(['Exact', 'Broad', 'close-match', 'category', 'substitutes', 'Phrase', 'asin']);
    expect(summary.placements.SP).toHaveLength(4);
    expect(summary.placements.SB.map((p) => p.placement)).toEqual(['Top of Search', 'Detail Page', 'Home', 'Other']);
    expect(summary.by_bidding_strategy.map((b) => [b.key, b.campaign_count])).toEqual([
      ['Fixed bid', 1],
      ['SB automated bidding', 1],
      ['Dynamic bids - up and down', 1],
      ['Optimize for page visits', 1],
    ]);
    expect(summary.top_campaigns[0]).toMatchObject({ n: 5, share_of_spend: 100 });
  });

  test('no campaigns: zeros, never NaN', () => {
    const summary = buildSummary([]);
    expect(summary.account).toEqual({ impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0, ctr: 0, cpc: 0, roas: 0, acos: 0, conversion_rate: 0 });
    expect(summary.by_campaign_type).toEqual([]);
    expect(summary.placements).toEqual({ SP: [], SB: [] });
    expect(JSON.stringify(summary)).not.toMatch(/NaN|null/);
  });
});
