/**
 * Amounts in exported files: a CSV keeps plain numbers (a spreadsheet sums them) and names the
 * currency in the column's header; an .xlsx cell keeps the number and carries a number format
 * that shows the currency's sign where its locale writes it, with its decimals (none for the yen).
 */
import { CURRENCIES, type CurrencyCode } from './currencies.js';

/** 'Spend (EUR)': a CSV header of an amount column. */
export function moneyHeader(label: string, currency: CurrencyCode): string {
  return `${label} (${currency})`;
}

/** The text before and after the digits of an amount in the currency's locale ('€' after '1.234,56 '). */
function affixes(currency: CurrencyCode): { before: string; after: string } {
  const { locale, decimals } = CURRENCIES[currency];
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).formatToParts(1234.5);
  const digits = (type: string) => ['integer', 'group', 'decimal', 'fraction'].includes(type);
  const first = parts.findIndex((part) => digits(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => digits(part.type));
  const text = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join('').replace(/[\u00a0\u202f]/g, ' ');
  return { before: text(parts.slice(0, first)), after: text(parts.slice(last + 1)) };
}

const quoted = (text: string) => (text === '' ? '' : `"${text}"`);

/**
 * The Excel number format of an amount: '"€"#,##0.00' style, the sign on the locale's side,
 * with its decimals. Excel shows the digits with the reader's own separators.
 */
export function excelMoneyFormat(currency: CurrencyCode): string {
  const { decimals } = CURRENCIES[currency];
  const { before, after } = affixes(currency);
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const positive = `${quoted(before)}${number}${quoted(after)}`;
  return `${positive};-${positive}`;
}
