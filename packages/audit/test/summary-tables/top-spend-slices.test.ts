import { describe, expect, test } from 'vitest';
import { topCampaignSpendSlices } from '../../src/summary-tables/top-spend-slices.js';
import { summariseTopCampaigns } from '../../src/summary/top-campaigns.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Top campaigns share of spend slices', () => {
  test('the nested groups become disjoint slices that add up to the account spend', () => {
    const { campaigns } = auditFixture(MANY_CAMPAIGNS);
    const slices = topCampaignSpendSlices(summariseTopCampaigns(campaigns, 2532.2), 2532.2);
    expect(slices.map((s) => [s.label, s.spend.toFixed(2)])).toEqual([
      ['Top 5', '1000.50'],
      ['Campaigns 6-10', '750.50'],
      ['Campaigns 11-15', '500.50'],
      ['Campaigns 16-20', '250.50'],
      ['All other campaigns', '30.20'],
    ]);
    expect(slices.reduce((sum, s) => sum + s.share_of_spend, 0)).toBeCloseTo(100, 10);
    expect(slices[0]!.share_of_spend).toBeCloseTo((1000.5 / 2532.2) * 100, 10);
  });

  test('with few campaigns only the slices that hold spend remain', () => {
    const group = (n: 5 | 10 | 15 | 20) => ({ n, spend: 240.51, sales: 666.1, roas: 2.77, share_of_spend: 100 });
    const slices = topCampaignSpendSlices([group(20), group(15), group(10), group(5)], 240.51);
    expect(slices).toEqual([{ label: 'Top 5', spend: 240.51, share_of_spend: 100 }]);
  });

  test('no spend, no slices', () => {
    const group = (n: 5 | 10 | 15 | 20) => ({ n, spend: 0, sales: 0, roas: 0, share_of_spend: 0 });
    expect(topCampaignSpendSlices([group(5), group(10), group(15), group(20)], 0)).toEqual([]);
  });
});
