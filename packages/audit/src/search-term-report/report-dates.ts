/** The dates of a report: Excel serial numbers, or text as Amazon writes it ('Jul 01, 2025', '2025-07-01', '07/01/2025'). */
import type { CellValue } from '../xlsx/types.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Day 0 of Excel's 1900 date system, as a Unix day (1899-12-30; Excel's false 1900-02-29 lies before any report). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD, or null when the cell is no date. */
export function reportDate(cell: CellValue): string | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    return month > 0 ? iso(Number(m[3]), month, Number(m[2])) : null;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return iso(Number(m[3]), Number(m[1]), Number(m[2]));
  return null;
}
