// How the report's dates and ACOS read on screen.
import { formatPercent, NO_SALES_ACOS } from '@ads-auditor/audit';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** 'Jul 1, 2025'. */
export const dayText = (iso: string) => DAY.format(asDate(iso));
/** 'Jul 1' (the chart's axis). */
export const shortDayText = (iso: string) => SHORT_DAY.format(asDate(iso));

/** 'Jul 1, 2025 – Jul 3, 2025 (3 days)'. */
export function periodText(report: { start_date: string; end_date: string; days: number }): string {
  const days = `${report.days} ${report.days === 1 ? 'day' : 'days'}`;
  return report.start_date === report.end_date ? `${dayText(report.start_date)} (1 day)` : `${dayText(report.start_date)} – ${dayText(report.end_date)} (${days})`;
}

/** ACOS as '12.50%', or a dash without sales. */
export const acosText = (acos: number | null | undefined) => (acos === null || acos === undefined ? NO_SALES_ACOS : formatPercent(acos));
