import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../src/format/format.js';
import { figuresText, money, percent, plural, rate } from '../../src/plan/reason-text.js';

describe('reason text', () => {
  test('money is written as the rest of the app writes it', () => {
    for (const value of [0, 0.004, 0.005, 1.2, 12.345, 999.999, 1234.5, 1234567.891, -0.5, -1234.5]) expect(money(value)).toBe(formatMoney(value));
  });

  test('percents, rates and counts', () => {
    expect(percent(61.6)).toBe('62%');
    expect(percent(Number.POSITIVE_INFINITY)).toBe('no sales');
    expect(rate(0.0734)).toBe('7.3%');
    expect(plural(1, 'click')).toBe('1 click');
    expect(plural(12345, 'click')).toBe('12,345 clicks');
  });

  test('the figures of a row', () => {
    expect(figuresText({ clicks: 41, spend: 62, sales: 100, orders: 3 })).toBe('ACOS 62% on 41 clicks and 3 orders');
    expect(figuresText({ clicks: 35, spend: 24.5, sales: 0, orders: 0 })).toBe('$24.50 spent on 35 clicks and no orders');
  });
});
