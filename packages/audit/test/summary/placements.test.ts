import { describe, expect, test } from 'vitest';
import { summarisePlacements } from '../../src/summary/placements.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Placement Performance Summary', () => {
  const { campaigns } = auditFixture(MANY_CAMPAIGNS);

  test('Sponsored Products placements summed over campaigns, in the console order', () => {
    const { SP } = summarisePlacements(campaigns);
    expect(SP.map((p) => [p.placement, p.metrics.spend.toFixed(2)])).toEqual([
      ['Placement Top', '525.70'],
      ['Placement Rest Of Search', '315.42'],
      ['Placement Product Page', '210.28'],
      ['Placement Amazon Business', '0.00'],
    ]);
    expect(SP.reduce((s, p) => s + p.metrics.spend, 0)).toBeCloseTo(1051.4, 9);
  });

  test('Sponsored Brands placements apart; Sponsored Display has none', () => {
    const { SB } = summarisePlacements(campaigns);
    expect(SB.map((p) => [p.placement, p.metrics.spend.toFixed(2)])).toEqual([
      ['Top of Search', '510.30'],
      ['Detail Page', '85.05'],
      ['Home', '0.00'],
      ['Other', '255.15'],
    ]);
    const sdOnly = summarisePlacements(campaigns.filter((c) => c.type_code === 'SD'));
    expect(sdOnly).toEqual({ SP: [], SB: [] });
  });

  test('ratios are recomputed from the summed placement counts', () => {
    const top = summarisePlacements(campaigns).SP[0].metrics;
    expect(top.roas).toBeCloseTo(top.sales / top.spend, 12);
    expect(top.ctr).toBeCloseTo((top.clicks / top.impressions) * 100, 12);
  });
});
