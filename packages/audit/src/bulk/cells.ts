/** Reading typed values out of reader cells. */
import type { CellValue } from '../xlsx/types.js';

/** Text of a cell, trimmed; '' for empty. Numbers are written without exponent where possible. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return String(value);
}

/** An Amazon ID: always a string (IDs are 15-19 digits; floats would lose precision). */
export const cellId = cellText;

/** A numeric cell; strings are parsed leniently ('1,234.5', '0.0%'); missing => null. */
export function cellNumberOrNull(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[,\s%]/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** A numeric cell; missing or invalid => 0. */
export function cellNumber(value: CellValue | undefined): number {
  return cellNumberOrNull(value) ?? 0;
}
