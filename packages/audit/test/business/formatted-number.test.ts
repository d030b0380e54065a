import { describe, expect, test } from 'vitest';
import { parseFormattedCount, parseFormattedFraction, parseFormattedNumber } from '../../src/business/formatted-number.js';

describe('formatted numbers of business reports', () => {
  test.each([
    ['$12,905.25', 12905.25],
    ['$94.50', 94.5],
    ['12,131', 12131],
    ['261', 261],
    ['-₹379.04', -379.04],
    ['₹-379.04', -379.04],
    ['₹3,05,148.87', 305148.87],
    ['5.255,61 €', 5255.61],
    ['5\u00A0255,61\u00A0€', 5255.61],
    ['1\u202F234,5', 1234.5],
    ['(1,234.00)', -1234],
    ['£1,000', 1000],
    ['94,5', 94.5],
    ['1.234.567', 1234567],
    ['\u221212', -12],
    [' 7 ', 7],
  ])('%j is %j', (text, value) => {
    expect(parseFormattedNumber(text)).toBe(value);
  });

  test.each(['', '-', '\u2013', '\u2014', '--', 'N/A', 'n/a', '$', 'abc'])('%j is missing', (text) => {
    expect(parseFormattedNumber(text)).toBeNull();
  });

  test('numeric cells pass through; other cells are missing', () => {
    expect(parseFormattedNumber(12905.25)).toBe(12905.25);
    expect(parseFormattedNumber(Number.NaN)).toBeNull();
    expect(parseFormattedNumber(null)).toBeNull();
    expect(parseFormattedNumber(undefined)).toBeNull();
    expect(parseFormattedNumber(true)).toBeNull();
  });

  test('percentages become fractions', () => {
    expect(parseFormattedFraction('12.02%')).toBeCloseTo(0.1202, 12);
    expect(parseFormattedFraction('99.80%')).toBeCloseTo(0.998, 12);
    expect(parseFormattedFraction('100.00%')).toBe(1);
    expect(parseFormattedFraction('12,5 %')).toBeCloseTo(0.125, 12);
    expect(parseFormattedFraction(0.998)).toBe(0.998); // an .xlsx percent cell holds the fraction
    expect(parseFormattedFraction(99.8)).toBeCloseTo(0.998, 12); // a bare number above 1 is a percent
    expect(parseFormattedFraction('')).toBeNull();
    expect(parseFormattedFraction('-')).toBeNull();
  });

  test('counts: a separator before three digits groups thousands, in either convention', () => {
    expect(parseFormattedCount('12,131')).toBe(12131);
    expect(parseFormattedCount('1.234')).toBe(1234);
    expect(parseFormattedCount('1.234.567')).toBe(1234567);
    expect(parseFormattedCount('-1.234')).toBe(-1234);
    expect(parseFormattedCount('12.5')).toBe(12.5); // not a grouping: kept as written
    expect(parseFormattedCount(1.5)).toBe(1.5);
    expect(parseFormattedCount('')).toBeNull();
    expect(parseFormattedNumber('1.234')).toBe(1.234); // money keeps the decimal reading
  });
});
