import { describe, expect, test } from 'vitest';
import {
  advertisingCostOfSales,
  clickThroughRate,
  conversionRate,
  costPerClick,
  returnOnAdSpend,
  totalAdvertisingCostOfSales,
} from '../../src/metrics/formulas.js';

describe('the metric formulas', () => {
  test.each([
    ['CPC = spend / clicks', costPerClick(1009.19, 1306), 1009.19 / 1306],
    ['ROAS = sales / spend', returnOnAdSpend(2512.33, 1009.19), 2512.33 / 1009.19],
    ['conversion rate = orders / clicks x 100', conversionRate(17, 1306), (17 / 1306) * 100],
    ['CTR = clicks / impressions x 100', clickThroughRate(1306, 211778), (1306 / 211778) * 100],
    ['ACOS = spend / sales x 100', advertisingCostOfSales(1009.19, 2512.33), (1009.19 / 2512.33) * 100],
    ['TACOS = ad spend / total sales x 100', totalAdvertisingCostOfSales(50, 400), 12.5],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 12);
  });

  test.each([
    ['CPC', costPerClick(5, 0)],
    ['ROAS', returnOnAdSpend(5, 0)],
    ['conversion rate', conversionRate(3, 0)],
    ['CTR', clickThroughRate(3, 0)],
    ['ACOS', advertisingCostOfSales(5, 0)],
    ['TACOS', totalAdvertisingCostOfSales(5, 0)],
  ])('%s is 0 when its denominator is 0', (_name, value) => {
    expect(value).toBe(0);
  });

  test('conversion rate is recomputed, not the coarse file value (17/1306 is 1.30 %, the file says 0.01)', () => {
    expect(conversionRate(17, 1306).toFixed(2)).toBe('1.30');
  });
});
