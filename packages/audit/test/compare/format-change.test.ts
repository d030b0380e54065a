import { describe, expect, test } from 'vitest';
import { formatChange, formatPercentChange, NOT_APPLICABLE } from '../../src/compare/format-change.js';
import { metricChange } from '../../src/compare/metric-change.js';

describe('metricChange', () => {
  test('a change from zero has no percentage (null, never Infinity or 0 %)', () => {
    expect(metricChange(0, 12.5)).toEqual({ older: 0, newer: 12.5, change: 12.5, percent_change: null });
  });

  test('the percentage is of the earlier value, negative when the figure fell', () => {
    expect(metricChange(200, 150).percent_change).toBe(-25);
  });
});

describe('formatChange', () => {
  test('money is signed to the cent; a change that shows as zero has no sign', () => {
    expect(formatChange(38.010000000000005, 'money')).toBe('+$38.01');
    expect(formatChange(-1234.5, 'money')).toBe('-$1,234.50');
    expect(formatChange(-0.001, 'money')).toBe('$0.00');
  });

  test('a percentage figure changes in percentage points; ROAS and counts keep their own format', () => {
    expect(formatChange(-1.2, 'percent')).toBe('-1.20 pp');
    expect(formatChange(0.25, 'ratio')).toBe('+0.25');
    expect(formatChange(1200, 'count')).toBe('+1,200');
  });

  test('percentage changes read as percents, n/a from zero', () => {
    expect(formatPercentChange(13.575)).toBe('+13.58%');
    expect(formatPercentChange(-100)).toBe('-100.00%');
    expect(formatPercentChange(null)).toBe(NOT_APPLICABLE);
  });
});
