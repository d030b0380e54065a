import { describe, expect, test } from 'vitest';
import { summariseByCampaignType } from '../../src/summary/campaign-type.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Spend & Sales by Campaign Type', () => {
  const { campaigns } = auditFixture(MANY_CAMPAIGNS);

  test('SP, SB and SD with their metrics and share of the account spend', () => {
    const rows = summariseByCampaignType(campaigns, 2532.2);
    expect(rows.map((r) => [r.key, r.metrics.spend.toFixed(2), r.metrics.sales, r.metrics.orders])).toEqual([
      ['SP', '1051.40', 3150, 105],
      ['SB', '850.50', 2550, 85],
      ['SD', '630.30', 1890, 63],
    ]);
    expect(rows[0].share_of_spend).toBeCloseTo((1051.4 / 2532.2) * 100, 10);
    expect(rows[2].share_of_spend).toBeCloseTo((630.3 / 2532.2) * 100, 10);
    expect(rows[1].metrics.roas).toBeCloseTo(2550 / 850.5, 12);
  });

  test('Sponsored Products is split into auto and manual targeting', () => {
    const sp = summariseByCampaignType(campaigns, 2532.2)[0];
    expect(sp.children!.map((c) => [c.key, c.metrics.spend.toFixed(2), c.metrics.clicks])).toEqual([
      ['auto', '490.70', 245],
      ['manual', '560.70', 280],
    ]);
    expect(sp.children![0].share_of_spend).toBeCloseTo((490.7 / 2532.2) * 100, 10);
    expect(summariseByCampaignType(campaigns, 2532.2)[1].children).toBeUndefined();
  });

  test('types without campaigns are left out; a zero account spend gives zero shares', () => {
    const sdOnly = campaigns.filter((c) => c.type_code === 'SD').map((c) => ({ ...c, metrics: { ...c.metrics, spend: 0 } }));
    const rows = summariseByCampaignType(sdOnly, 0);
    expect(rows.map((r) => [r.key, r.share_of_spend])).toEqual([['SD', 0]]);
    expect(summariseByCampaignType([], 0)).toEqual([]);
  });
});
