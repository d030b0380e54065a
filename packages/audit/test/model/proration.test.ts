import { describe, expect, test } from 'vitest';
import { FULL_SHARE, prorate, prorationFactors } from '../../src/model/proration.js';

const whole = { impressions: 1000, clicks: 100, spend: 50, sales: 200, orders: 10, units: 12 };
const part = { impressions: 250, clicks: 40, spend: 12.5, sales: 0, orders: 5, units: 6 };

describe('proration', () => {
  test('factors are the part over the whole, figure by figure', () => {
    expect(prorationFactors(part, whole)).toEqual({ spend: 0.25, sales: 0, impressions: 0.25, clicks: 0.4, orders: 0.5 });
  });

  test('factors are 1 when the whole is 0 or missing', () => {
    expect(prorationFactors(part, { ...whole, sales: 0, clicks: 0 })).toMatchObject({ sales: 1, clicks: 1, spend: 0.25 });
    expect(prorationFactors(part, null)).toEqual(FULL_SHARE);
  });

  test('prorate scales each figure by its factor; units follow orders', () => {
    expect(prorate(whole, { spend: 0.25, sales: 0.5, impressions: 0.1, clicks: 0.2, orders: 0.5 })).toEqual({
      impressions: 100, clicks: 20, spend: 12.5, sales: 100, orders: 5, units: 6,
    });
  });

  test('missing or invalid factors count as 1', () => {
    expect(prorate(whole)).toEqual(whole);
    expect(prorate(whole, { spend: 0.5 })).toEqual({ ...whole, spend: 25 });
    expect(prorate(whole, { spend: Number.NaN, orders: undefined })).toEqual(whole);
  });
});
