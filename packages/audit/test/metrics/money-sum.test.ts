import { describe, expect, test } from 'vitest';
import { CompensatedSum, sumMoney } from '../../src/metrics/money-sum.js';

describe('money sums', () => {
  test('adding many noisy cents stays exact to the cent where naive addition drifts', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? 0.1 : 8.210000000000001));
    const naive = values.reduce((a, b) => a + b, 0);
    const exact = 50_000 * 0.1 + 50_000 * 8.21;
    expect(Math.abs(sumMoney(values) - exact)).toBeLessThan(1e-6);
    expect(Math.abs(naive - exact)).toBeGreaterThan(Math.abs(sumMoney(values) - exact));
  });

  test('CompensatedSum handles values larger than the running sum', () => {
    const s = new CompensatedSum();
    for (const v of [1e-3, 1e12, 1e-3, -1e12]) s.add(v);
    expect(s.value).toBeCloseTo(0.002, 12);
  });
});
