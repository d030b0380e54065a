import { describe, expect, test } from 'vitest';
import { MetricGroups } from '../../src/metrics/metric-groups.js';
import { CountsAccumulator, metricsFromCounts, sumMetrics, zeroCounts } from '../../src/metrics/metrics.js';

const row = { impressions: 211778, clicks: 1306, spend: 1009.19, sales: 2512.33, orders: 17, units: 18 };

describe('metrics', () => {
  test('ratios are recomputed from the base counts, as percentages or plain ratios', () => {
    const m = metricsFromCounts(row);
    expect(m.ctr).toBeCloseTo((1306 / 211778) * 100, 12);
    expect(m.cpc).toBeCloseTo(1009.19 / 1306, 12);
    expect(m.roas).toBeCloseTo(2512.33 / 1009.19, 12);
    expect(m.acos).toBeCloseTo((1009.19 / 2512.33) * 100, 12);
    expect(m.conversion_rate).toBeCloseTo((17 / 1306) * 100, 12);
    expect(m.units).toBe(18);
  });

  test('zero counts give zero ratios', () => {
    expect(metricsFromCounts(zeroCounts())).toEqual({ ...zeroCounts(), ctr: 0, cpc: 0, roas: 0, acos: 0, conversion_rate: 0 });
  });

  test('sums add counts and recompute ratios (never averaging ratios)', () => {
    const total = sumMetrics([row, { impressions: 100, clicks: 100, spend: 10, sales: 0, orders: 0, units: 0 }]);
    expect(total.clicks).toBe(1406);
    expect(total.spend).toBeCloseTo(1019.19, 10);
    expect(total.cpc).toBeCloseTo(1019.19 / 1406, 12);
  });

  test('the accumulator applies proration factors; units follow nothing unless given', () => {
    const acc = new CountsAccumulator().add(row, { spend: 0.5, sales: 0.25 });
    expect(acc.counts()).toMatchObject({ spend: 1009.19 * 0.5, sales: 2512.33 * 0.25, clicks: 1306 });
  });

  test('MetricGroups keeps first-seen order, counts members and ranks by spend', () => {
    const g = new MetricGroups<string>();
    g.add('a', { ...row, spend: 1 });
    g.add('b', { ...row, spend: 5 });
    g.add('a', { ...row, spend: 2 });
    expect(g.list().map((x) => [x.key, x.count])).toEqual([['a', 2], ['b', 1]]);
    expect(g.bySpend().map((x) => x.key)).toEqual(['b', 'a']);
  });
});
