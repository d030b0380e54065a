import { describe, expect, test } from 'vitest';
import { MetricGroups } from '../../src/metrics/metric-groups.js';

const row = { impressions: 100, clicks: 10, spend: 5, sales: 20, orders: 2, units: 2 };

describe('MetricGroups', () => {
  test('keeps first-seen order, counts members and ranks by spend', () => {
    const g = new MetricGroups<string>();
    g.add('a', { ...row, spend: 1 });
    g.add('b', { ...row, spend: 5 });
    g.add('a', { ...row, spend: 2 });
    expect(g.list().map((x) => [x.key, x.count, x.metrics.spend])).toEqual([['a', 2, 3], ['b', 1, 5]]);
    expect(g.bySpend().map((x) => x.key)).toEqual(['b', 'a']);
  });

  test('sums counts and recomputes ratios per group; factors scale what is added', () => {
    const g = new MetricGroups<string>();
    g.add('x', row);
    g.add('x', { ...row, clicks: 30, orders: 0 }, { spend: 0.5 });
    const [x] = g.list();
    expect(x.metrics).toMatchObject({ clicks: 40, spend: 7.5, orders: 2, cpc: 7.5 / 40, conversion_rate: 5 });
  });

  test('no groups, no rows', () => {
    expect(new MetricGroups<string>().list()).toEqual([]);
  });
});
