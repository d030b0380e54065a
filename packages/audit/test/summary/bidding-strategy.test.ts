import { describe, expect, test } from 'vitest';
import { NO_BIDDING_STRATEGY, summariseByBiddingStrategy } from '../../src/summary/bidding-strategy.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Bidding Strategy Performance', () => {
  test('each strategy with its metrics and campaign count, highest spend first', () => {
    const rows = summariseByBiddingStrategy(auditFixture(MANY_CAMPAIGNS).campaigns);
    expect(rows.map((r) => [r.key, r.metrics.spend.toFixed(2), r.campaign_count])).toEqual([
      ['Optimize for page visits', '630.30', 3],
      ['SB manual bidding', '510.30', 3],
      ['Fixed bid', '400.50', 5],
      ['Dynamic bids - up and down', '350.50', 5],
      ['SB automated bidding', '340.20', 2],
      ['Dynamic bids - down only', '300.40', 4],
    ]);
    expect(rows.reduce((n, r) => n + r.campaign_count, 0)).toBe(22);
    expect(rows[2].metrics.sales).toBe(30 * (2 + 5 + 8 + 11 + 14));
  });

  test('a campaign without a strategy is grouped as not set', () => {
    const [c] = auditFixture(MANY_CAMPAIGNS).campaigns;
    expect(summariseByBiddingStrategy([{ ...c, bidding_strategy: null }]).map((r) => [r.key, r.campaign_count])).toEqual([[NO_BIDDING_STRATEGY, 1]]);
    expect(NO_BIDDING_STRATEGY).toBe('Not set');
  });
});
