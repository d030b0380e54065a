import { describe, expect, test } from 'vitest';
import { summariseTopCampaigns, TOP_CAMPAIGN_GROUPS } from '../../src/summary/top-campaigns.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Top Campaigns by Spend', () => {
  const { campaigns } = auditFixture(MANY_CAMPAIGNS);

  test('top 5, 10, 15 and 20 campaigns: spend, sales, ROAS and share of spend', () => {
    const rows = summariseTopCampaigns(campaigns, 2532.2);
    expect(rows.map((r) => [r.n, r.spend.toFixed(2), r.sales])).toEqual([
      [5, '1000.50', 3000],
      [10, '1751.00', 5250],
      [15, '2251.50', 6750],
      [20, '2502.00', 7500],
    ]);
    expect(rows[0].roas).toBeCloseTo(3000 / 1000.5, 12);
    expect(rows[0].share_of_spend).toBeCloseTo((1000.5 / 2532.2) * 100, 10);
    expect(rows[3].share_of_spend).toBeCloseTo((2502 / 2532.2) * 100, 10);
    expect(TOP_CAMPAIGN_GROUPS).toEqual([5, 10, 15, 20]);
  });

  test('the ranking does not depend on the order campaigns come in', () => {
    const shuffled = [...campaigns].reverse();
    expect(summariseTopCampaigns(shuffled, 2532.2)).toEqual(summariseTopCampaigns(campaigns, 2532.2));
  });

  test('with fewer campaigns than a group, the group holds them all; no spend gives zeros', () => {
    const three = campaigns.slice(0, 3);
    const rows = summariseTopCampaigns(three, 100);
    const spend = three.reduce((s, c) => s + c.metrics.spend, 0);
    expect(rows.every((r) => Math.abs(r.spend - spend) < 1e-9)).toBe(true);
    expect(summariseTopCampaigns([], 0)).toEqual(TOP_CAMPAIGN_GROUPS.map((n) => ({ n, spend: 0, sales: 0, roas: 0, share_of_spend: 0 })));
  });
});
