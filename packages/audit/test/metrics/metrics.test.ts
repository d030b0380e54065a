import { describe, expect, test } from 'vitest';
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

  test('money sums stay exact to the cent over many noisy amounts', () => {
    const rows = Array.from({ length: 10_000 }, () => ({ impressions: 1, clicks: 1, spend: 8.210000000000001, sales: 0.1, orders: 0, units: 0 }));
    const total = sumMetrics(rows);
    expect(total.spend.toFixed(2)).toBe('82100.00');
    expect(Math.abs(total.spend - 82100)).toBeLessThan(1e-6);
    expect(Math.abs(total.sales - 1000)).toBeLessThan(1e-9);
  });

  test('the accumulator applies proration factors; units follow nothing unless given', () => {
    const acc = new CountsAccumulator().add(row, { spend: 0.5, sales: 0.25 });
    expect(acc.counts()).toMatchObject({ spend: 1009.19 * 0.5, sales: 2512.33 * 0.25, clicks: 1306 });
  });
});
