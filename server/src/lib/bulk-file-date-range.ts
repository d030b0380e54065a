// The period a bulk workbook covers, when its file name tells it. Amazon names downloads
// `bulk-<entity id>-<YYYYMMDD>-<YYYYMMDD>-<epoch ms>.xlsx` (bulk-format.md section 1.1); the
// sheets themselves carry no report period (their Start/End Date columns are campaign schedules).

export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

const DATE_PAIR = /(?<![0-9])(\d{4})(\d{2})(\d{2})[-_](\d{4})(\d{2})(\d{2})(?![0-9])/g;

/** The first pair of real dates, in order, found in the name; null when there is none. */
export function dateRangeFromFileName(fileName: string): DateRange | null {
  for (const match of fileName.matchAll(DATE_PAIR)) {
    const start = isoDate(match[1], match[2], match[3]);
    const end = isoDate(match[4], match[5], match[6]);
    if (start && end && start <= end) return { start, end };
  }
  return null;
}

/** 'YYYY-MM-DD' when the parts name a real calendar day (of this century or the last), else null. */
function isoDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return Number(year) >= 1990 && Number(year) <= 2099 ? iso : null;
}
