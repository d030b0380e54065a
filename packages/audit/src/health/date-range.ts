/**
 * The period a bulk file covers, when its name shows it: Amazon names downloads
 * `bulk-<entity>-<YYYYMMDD>-<YYYYMMDD>-<epochMillis>.xlsx` (bulk-format.md 1.1). The workbook
 * itself does not hold the range.
 */
import type { DateRange } from './types.js';

const RANGE_IN_NAME = /(?<![0-9])(\d{4})(\d{2})(\d{2})[-_](\d{4})(\d{2})(\d{2})(?![0-9])/;
const DAY_MS = 86_400_000;

/** Milliseconds of a calendar date, or null when it is not one (20260231). */
function utcDay(year: string, month: string, day: string): number | null {
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const date = new Date(ms);
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? ms : null;
}

export function dateRangeFromFileName(fileName: string | undefined): DateRange | null {
  const match = fileName ? RANGE_IN_NAME.exec(fileName) : null;
  if (!match) return null;
  const [, y1, m1, d1, y2, m2, d2] = match;
  const start = utcDay(y1, m1, d1);
  const end = utcDay(y2, m2, d2);
  if (start === null || end === null || end < start) return null;
  return { start: `${y1}-${m1}-${d1}`, end: `${y2}-${m2}-${d2}`, days: Math.round((end - start) / DAY_MS) + 1 };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-01' as 'Mar 1, 2026'. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
