import { describe, expect, test } from 'vitest';
import {
  CAMPAIGN_NAME_DISPLAY_LENGTH,
  formatAcos,
  noSalesAcosNotes,
  formatCount,
  formatMoney,
  formatPercent,
  formatRoas,
  PARENT_TITLE_DISPLAY_LENGTH,
  truncateText,
} from '../../src/format/format.js';

describe('display formatting', () => {
  test('money is USD with 2 decimals; invalid or missing shows $0.00', () => {
    expect(formatMoney(12905.25)).toBe('$12,905.25');
    expect(formatMoney(8.210000000000001)).toBe('$8.21');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(-379.04)).toBe('-$379.04');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) expect(formatMoney(bad)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  test('percentages and ROAS have 2 decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent((17 / 1306) * 100)).toBe('1.30%');
    expect(formatPercent(Number.NaN)).toBe('0.00%');
    expect(formatRoas(10174.93 / 4574.42)).toBe('2.22');
    expect(formatRoas(1234.5)).toBe('1,234.50');
    expect(formatRoas(undefined)).toBe('0.00');
  });

  test('counts have thousands separators', () => {
    expect(formatCount(609360)).toBe('609,360');
    expect(formatCount(null)).toBe('0');
  });

  test('display cuts: campaign names at 75 characters, parent titles at 100', () => {
    expect([CAMPAIGN_NAME_DISPLAY_LENGTH, PARENT_TITLE_DISPLAY_LENGTH]).toEqual([75, 100]);
    const long = 'x'.repeat(80);
    expect(truncateText(long, 75)).toBe(`${'x'.repeat(75)}\u2026`);
    expect(truncateText('x'.repeat(75), 75)).toBe('x'.repeat(75));
    // Characters, not UTF-16 units: an emoji is one character and is never cut in half.
    expect(truncateText('Äpfel 🍎', 7)).toBe('Äpfel 🍎');
    expect(truncateText('Äpfel 🍎🍎', 7)).toBe('Äpfel 🍎\u2026');
  });

  test('ACOS of spend without sales shows a dash (its value stays 0); no spend or some sales show the percentage', () => {
    expect(formatAcos({ acos: 0, spend: 12.5, sales: 0 })).toBe('\u2014');
    expect(formatAcos({ acos: 0, spend: 0, sales: 0 })).toBe('0.00%');
    expect(formatAcos({ acos: 25, spend: 25, sales: 100 })).toBe('25.00%');
    // Less than half a cent is no spend, as formatMoney shows it.
    expect(formatAcos({ acos: 0, spend: 0.004, sales: 0 })).toBe('0.00%');
  });

  test('a table whose ACOS column shows the dash carries the note that explains it', () => {
    expect(noSalesAcosNotes(['Campaign', 'ACOS'], [['A', '10.00%'], ['B', '\u2014']])).toEqual(['ACOS \u2014: spend with no sales.']);
    expect(noSalesAcosNotes(['Campaign', 'ACOS'], [['A', '10.00%']])).toEqual([]);
    expect(noSalesAcosNotes(['Campaign', 'Bid'], [['A', '\u2014']])).toEqual([]);
  });
});
