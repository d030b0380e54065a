/**
 * Numbers as business reports write them: '$12,905.25', '12,131', '12.02%', '-₹379.04',
 * '₹3,05,148.87', '5.255,61 €', with NBSP or narrow NBSP; blank, '-' and '—' are missing.
 */
import type { CellValue } from '../xlsx/types.js';

const MISSING = new Set(['', '-', '\u2013', '\u2014', 'n/a', 'na', '--']);

/** The number a cell means, or null when it is blank/missing/not a number. */
export function parseFormattedNumber(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.replace(/[\s\u00A0\u202F\uFEFF]/g, '');
  if (MISSING.has(text.toLowerCase())) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/\u2212/g, '-');
  if (text.includes('-')) {
    negative = negative || /^[^\d]*-/.test(text);
    text = text.replace(/-/g, '');
  }
  text = text.replace(/%/g, '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(text)) return null;
  const n = Number(normaliseSeparators(text));
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

/** Decides which of ',' and '.' is the decimal separator and returns a JS number string. */
function normaliseSeparators(text: string): string {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    return lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  }
  if (lastComma >= 0) {
    // '12,131' or '3,05,148' are grouped thousands; '94,5' is a decimal comma.
    return /^\d{1,3}(,\d{2,3})+$/.test(text) && text.length - lastComma === 4 ? text.replace(/,/g, '') : text.replace(',', '.');
  }
  if ((text.match(/\./g) ?? []).length > 1) return text.replace(/\./g, ''); // '1.234.567'
  return text;
}

/**
 * A count (sessions, units, order items). Counts are whole numbers, so a lone '.' or ','
 * before exactly three digits groups thousands: German '1.234' is 1,234, not 1.234.
 */
export function parseFormattedCount(value: CellValue | undefined): number | null {
  const n = parseFormattedNumber(value);
  if (n === null || Number.isInteger(n) || typeof value !== 'string') return n;
  const digits = value.replace(/[^\d.,]/g, '');
  return /^\d{1,3}([.,]\d{3})+$/.test(digits) ? Math.sign(n) * Number(digits.replace(/[.,]/g, '')) : n;
}

/** A percentage cell as a fraction: '12.02%' => 0.1202; a bare number above 1 is read as percent. */
export function parseFormattedFraction(value: CellValue | undefined): number | null {
  const n = parseFormattedNumber(value);
  if (n === null) return null;
  const isPercentText = typeof value === 'string' && value.includes('%');
  return isPercentText || n > 1 ? n / 100 : n;
}
