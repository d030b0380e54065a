import { describe, expect, test } from 'vitest';
import { CURRENCY_CODES, excelMoneyFormat, moneyHeader } from '../../src/money/index.js';

describe('amounts in exported files', () => {
  // The sign on the side its locale writes it, the decimals of the currency (none for the yen).
  const expected: Record<string, string> = {
    USD: '"$"#,##0.00', CAD: '"$"#,##0.00', MXN: '"$"#,##0.00', BRL: '"R$ "#,##0.00', GBP: '"£"#,##0.00',
    EUR: '#,##0.00" €"', SEK: '#,##0.00" kr"', PLN: '#,##0.00" zł"', TRY: '"₺"#,##0.00', AED: '"AED "#,##0.00',
    SAR: '"SAR "#,##0.00', EGP: '"EGP "#,##0.00', INR: '"₹"#,##0.00', JPY: '"￥"#,##0', AUD: '"$"#,##0.00',
    SGD: '"$"#,##0.00', ZAR: '"R "#,##0.00',
  };

  test.each(CURRENCY_CODES)('%s: an Excel number format with its sign and decimals, negatives with a minus', (code) => {
    expect(excelMoneyFormat(code)).toBe(`${expected[code]};-${expected[code]}`);
  });

  test('every listed currency has its format', () => {
    expect(Object.keys(expected).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  test("a CSV header names the amount's currency", () => {
    expect(moneyHeader('Spend', 'EUR')).toBe('Spend (EUR)');
    expect(moneyHeader('Suggested Bid', 'JPY')).toBe('Suggested Bid (JPY)');
  });
});
