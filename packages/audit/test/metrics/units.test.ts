import { describe, expect, expectTypeOf, test } from 'vitest';
import { fractionOf, fractionToPercent, percentOf, percentToFraction, safeDivide, type Fraction, type Percent } from '../../src/metrics/units.js';

describe('units', () => {
  test('safeDivide is 0 for a zero or non-finite denominator', () => {
    expect(safeDivide(3, 4)).toBe(0.75);
    expect(safeDivide(3, 0)).toBe(0);
    expect(safeDivide(3, Number.NaN)).toBe(0);
  });

  test('percent and fraction convert both ways', () => {
    expect(percentOf(1, 8)).toBe(12.5);
    expect(fractionOf(1, 8)).toBe(0.125);
    expect(fractionToPercent(0.125)).toBe(12.5);
    expect(percentToFraction(12.5)).toBe(0.125);
  });

  test('a Fraction cannot be passed where a Percent is expected', () => {
    const f: Fraction = fractionOf(1, 4);
    expectTypeOf(f).not.toEqualTypeOf<Percent>();
    // @ts-expect-error a fraction is not a percent
    const p: Percent = f;
    expect(p).toBe(0.25);
    const plain: Percent = 12.5; // plain JSON numbers are accepted
    expect(plain).toBe(12.5);
  });
});
