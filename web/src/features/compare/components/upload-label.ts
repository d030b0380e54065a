import type { KeptUpload } from '../api/compare-api';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const day = (isoDate: string) => DAY.format(new Date(`${isoDate}T00:00:00Z`));

/** 'Jan 1, 2026 - Jan 31, 2026' when the workbook tells its period, else its file name; then when it was uploaded. */
export function uploadLabel(upload: KeptUpload): string {
  const period = upload.date_range ? `${day(upload.date_range.start)} - ${day(upload.date_range.end)}` : upload.file_name;
  return `${period} (uploaded ${MOMENT.format(new Date(upload.uploaded_at))})`;
}

/** A short name of the period, for charts and file names. */
export function uploadShortLabel(upload: KeptUpload): string {
  return upload.date_range ? `${upload.date_range.start} to ${upload.date_range.end}` : upload.file_name;
}
