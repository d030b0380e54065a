import { describe, expect, test } from 'vitest';
import { chooseReference, judgeAgainstTarget, PRIOR_CLICKS, wilsonInterval } from '../../src/plan/confidence.js';

describe('wilsonInterval', () => {
  test('2 orders on 38 clicks: a rate anywhere from about 2% to 15% at 90%', () => {
    const { low, high } = wilsonInterval(2, 38, 1.6449);
    // By hand: p = 2/38, z = 1.6449: (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n).
    expect(low).toBeCloseTo(0.0176, 3);
    expect(high).toBeCloseTo(0.1472, 3);
  });

  test('narrows with more clicks at the same rate, and stays within 0..1', () => {
    const few = wilsonInterval(2, 38, 1.6449);
    const many = wilsonInterval(200, 3800, 1.6449);
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 5);
    expect(wilsonInterval(0, 10, 1.96).low).toBe(0);
    expect(wilsonInterval(10, 10, 1.96).high).toBe(1);
    expect(wilsonInterval(0, 0, 1.96)).toEqual({ low: 0, high: 1 });
  });
});

describe('chooseReference', () => {
  const level = (clicks: number, orders: number, sales: number) => ({ clicks, orders, sales });
  test('the ad group when it has enough clicks and an order, else the campaign, else the account', () => {
    expect(chooseReference(level(40, 4, 100), level(100, 5, 200), level(1000, 50, 2000))).toMatchObject({ scope: 'ad_group', rate: 0.1, order_value: 25 });
    expect(chooseReference(level(20, 4, 100), level(100, 5, 200), level(1000, 50, 2000))).toMatchObject({ scope: 'campaign', rate: 0.05, order_value: 40 });
    expect(chooseReference(level(40, 0, 0), null, level(1000, 50, 2000))).toMatchObject({ scope: 'account', rate: 0.05 });
  });
});

describe('judgeAgainstTarget', () => {
  const reference = { scope: 'ad_group' as const, rate: 0.1, order_value: 25, named: { scope: 'ad_group' as const, rate: 0.1 } };

  test('down only when even the optimistic end of the interval gives an ACOS above target', () => {
    // ACOS 80 % on 200 clicks and 10 orders: the optimistic end is still far above 30 %.
    const sure = judgeAgainstTarget({ clicks: 200, spend: 200, sales: 250, orders: 10 }, reference, 30);
    expect(sure.direction).toBe('down');
    expect(sure.confidence).toBe('high');
    expect(sure.optimistic_acos).toBeGreaterThan(30);
    // The same 80 % on 10 clicks and 1 order: the interval reaches under 30 %.
    const thin = judgeAgainstTarget({ clicks: 10, spend: 5, sales: 6.25, orders: 1 }, reference, 30);
    expect(thin.direction).toBe('hold');
    expect(thin.confidence).toBe('low');
    expect(thin.optimistic_acos).toBeLessThan(30);
  });

  test('up only when even the pessimistic end gives an ACOS under target', () => {
    const judged = judgeAgainstTarget({ clicks: 300, spend: 150, sales: 1500, orders: 60 }, reference, 30);
    expect(judged.direction).toBe('up');
    expect(judged.pessimistic_acos).toBeLessThan(30);
  });

  test("thin data is shrunk toward the reference rate by PRIOR_CLICKS clicks", () => {
    const judged = judgeAgainstTarget({ clicks: 2, spend: 2, sales: 0, orders: 0 }, reference, 30);
    expect(judged.interval.estimate).toBeCloseTo((PRIOR_CLICKS * 0.1) / (2 + PRIOR_CLICKS), 10);
    expect(judged.interval.reference).toEqual({ scope: 'ad_group', rate: 0.1 });
    expect(judged.direction).toBe('hold');
  });

  test('medium confidence when only the 90% interval agrees', () => {
    // Tuned so the 90 % optimistic ACOS is above 30 % and the 95 % one is not.
    const judged = judgeAgainstTarget({ clicks: 40, spend: 30, sales: 0, orders: 0 }, reference, 30);
    expect(judged.direction).toBe('down');
    expect(judged.confidence).toBe('medium');
  });

  test('no clicks or nothing to price an order with: hold', () => {
    expect(judgeAgainstTarget({ clicks: 0, spend: 0, sales: 0, orders: 0 }, reference, 30).direction).toBe('hold');
    expect(judgeAgainstTarget({ clicks: 50, spend: 50, sales: 0, orders: 0 }, { scope: 'account', rate: 0, order_value: 0, named: { scope: 'account', rate: 0 } }, 30).direction).toBe('hold');
  });
});
