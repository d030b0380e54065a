import { describe, expect, test } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyCodeOf, currencySymbol, formatMoneyIn, roundToCurrency } from '../../src/money/index.js';

// Intl writes some separators as no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts in every marketplace currency', () => {
  const expected: Record<string, [string, string]> = {
    USD: ['$1,234,567.89', '-$0.50'],
    CAD: ['$1,234,567.89', '-$0.50'],
    MXN: ['$1,234,567.89', '-$0.50'],
    BRL: ['R$ 1.234.567,89', '-R$ 0,50'],
    GBP: ['£1,234,567.89', '-£0.50'],
    EUR: ['1.234.567,89 €', '-0,50 €'],
    SEK: ['1 234 567,89 kr', '−0,50 kr'],
    PLN: ['1 234 567,89 zł', '-0,50 zł'],
    TRY: ['₺1.234.567,89', '-₺0,50'],
    AED: ['AED 1,234,567.89', '-AED 0.50'],
    SAR: ['SAR 1,234,567.89', '-SAR 0.50'],
    EGP: ['EGP 1,234,567.89', '-EGP 0.50'],
    INR: ['₹12,34,567.89', '-₹0.50'],
    JPY: ['￥1,234,568', '-￥1'],
    AUD: ['$1,234,567.89', '-$0.50'],
    SGD: ['$1,234,567.89', '-$0.50'],
    ZAR: ['R 1 234 567,89', '-R 0,50'],
  };

  test.each(CURRENCY_CODES)('%s: its symbol, separators and decimals', (code) => {
    const [large, small] = expected[code]!;
    expect(plain(formatMoneyIn(1234567.891, code))).toBe(large);
    // The yen has no decimals: 0.6 yen shows as one.
    expect(plain(formatMoneyIn(code === 'JPY' ? -0.6 : -0.499, code))).toBe(small);
  });

  test('every listed currency is tested, and the yen alone has no decimals', () => {
    expect(Object.keys(expected).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(CURRENCY_CODES.filter((code) => CURRENCIES[code].decimals === 0)).toEqual(['JPY']);
  });

  test('zero, invalid and missing amounts show zero without a minus sign', () => {
    expect(formatMoneyIn(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoneyIn(-0.4, 'JPY')).toBe('￥0');
    expect(formatMoneyIn(Number.NaN, 'EUR')).toBe('0,00\u00a0€');
    expect(formatMoneyIn(null)).toBe('$0.00');
    expect(roundToCurrency(12.345, 'JPY')).toBe(12);
  });

  test('codes are read leniently and checked', () => {
    expect(currencyCodeOf(' eur ')).toBe('EUR');
    expect(currencyCodeOf('XYZ')).toBeNull();
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('JPY')).toBe('￥');
  });
});
