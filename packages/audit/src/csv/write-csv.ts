/**
 * The one CSV writer of the application (notes, comparisons, insight lists): RFC 4180 cells,
 * a byte-order mark so Excel reads UTF-8, CRLF line ends, and no cell a spreadsheet would run as
 * a formula.
 */
import type { CellValue } from '../xlsx/types.js';

/** A spreadsheet reads a cell starting with one of these as a formula (or, for tab and CR, strips them first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A figure as the app formats it: '-12.5%', '+$1,234.56', '-3'. A spreadsheet reads it as a
 * number, and it holds no function or reference, so it stays a number.
 */
const FORMATTED_NUMBER = /^[+-]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?$/;

/**
 * Text that a spreadsheet shows as text, never runs: a cell starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return gets a leading single quote (OWASP's advice for CSV injection).
 * Shopper search terms, campaign names and notes are other people's text.
 */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) && !FORMATTED_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One cell: numbers as they are, text made spreadsheet-safe, then quoted when it holds a comma, a
 * quote or a line break (or edge spaces), quotes doubled.
 */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = typeof value === 'number' ? String(value) : spreadsheetSafeText(String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, CRLF between them, no byte-order mark (for files made of several blocks). */
export function csvLines(rows: readonly (readonly CellValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** A whole CSV file: a byte-order mark, the lines (blocks joined by the caller), a final CRLF. */
export function csvFile(body: string): string {
  return `\uFEFF${body}\r\n`;
}
