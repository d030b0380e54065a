import { describe, expect, test } from 'vitest';
import { metricsFromCounts } from '@ads-auditor/audit';
import { campaignTypeChartPoints, hasFigures, placementChartPoints } from './chart-data';

const m = (spend: number, sales: number) => metricsFromCounts({ impressions: 0, clicks: 0, spend, sales, orders: 0, units: 0 });

describe('Summary chart figures', () => {
  test('campaign types: Sponsored Products as its auto and manual bars, so no spend is drawn twice', () => {
    const points = campaignTypeChartPoints([
      { key: 'SP', metrics: m(100, 300), share_of_spend: 80, children: [
        { key: 'auto', metrics: m(40, 100), share_of_spend: 32 },
        { key: 'manual', metrics: m(60, 200), share_of_spend: 48 },
      ] },
      { key: 'SD', metrics: m(25, 50), share_of_spend: 20 },
    ]);
    expect(points).toEqual([
      { label: 'SP - Auto targeting', spend: 40, sales: 100 },
      { label: 'SP - Manual targeting', spend: 60, sales: 200 },
      { label: 'Sponsored Display', spend: 25, sales: 50 },
    ]);
  });

  test('placements by the names a reader knows; all-zero figures make no chart', () => {
    const points = placementChartPoints([{ placement: 'Placement Top', metrics: m(0, 0) }]);
    expect(points).toEqual([{ label: 'Top of Search', spend: 0, sales: 0 }]);
    expect(hasFigures(points)).toBe(false);
    expect(hasFigures([{ label: 'Home', spend: 0, sales: 1 }])).toBe(true);
  });
});
