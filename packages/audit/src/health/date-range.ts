/**
 * The period a bulk file covers: the one the seller set, or the one its name shows (Amazon names
 * downloads `bulk-<entity>-<YYYYMMDD>-<YYYYMMDD>-<epochMillis>.xlsx`). The workbook itself does
 * not hold the range, and renamed files are common.
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

function rangeOf([y1, m1, d1]: string[], [y2, m2, d2]: string[]): DateRange | null {
  const start = utcDay(y1!, m1!, d1!);
  const end = utcDay(y2!, m2!, d2!);
  if (start === null || end === null || end < start) return null;
  return { start: `${y1}-${m1}-${d1}`, end: `${y2}-${m2}-${d2}`, days: Math.round((end - start) / DAY_MS) + 1 };
}

export function dateRangeFromFileName(fileName: string | undefined): DateRange | null {
  const match = fileName ? RANGE_IN_NAME.exec(fileName) : null;
  if (!match) return null;
  const [, y1, m1, d1, y2, m2, d2] = match;
  return rangeOf([y1!, m1!, d1!], [y2!, m2!, d2!]);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The most days a period may span: a bulk download covers at most a few months. */
export const MAX_PERIOD_DAYS = 366;

/**
 * A period given as two ISO dates ('2026-01-01', '2026-01-31'), both days included; null unless
 * both are calendar dates, the start is not after the end, and it spans at most MAX_PERIOD_DAYS.
 */
export function dateRangeOf(start: string, end: string): DateRange | null {
  const from = ISO_DATE.exec(start);
  const to = ISO_DATE.exec(end);
  if (!from || !to) return null;
  const range = rangeOf(from.slice(1), to.slice(1));
  return range && range.days <= MAX_PERIOD_DAYS ? range : null;
}

/** The period of an upload: the one set by the seller, else the one its file name shows. */
export function uploadDateRange(fileName: string | undefined, period: { start: string; end: string } | null | undefined): DateRange | null {
  return (period ? dateRangeOf(period.start, period.end) : null) ?? dateRangeFromFileName(fileName);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-01' as 'Mar 1, 2026'. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
