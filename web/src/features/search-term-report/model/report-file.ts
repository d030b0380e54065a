// What the Search Term Report upload accepts before sending: the server's rules, told at once.
export const SEARCH_TERM_REPORT_MAX_MB = 20;
export const REPORT_FILE_TYPE_MESSAGE = 'Only .csv or .xlsx files are allowed.';
export const REPORT_FILE_SIZE_MESSAGE = `File size must be under ${SEARCH_TERM_REPORT_MAX_MB}MB.`;

/** The message for a file that cannot be sent, or null when it may be. */
export function checkSearchTermReportFile(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (extension !== '.csv' && extension !== '.xlsx') return REPORT_FILE_TYPE_MESSAGE;
  if (file.size > SEARCH_TERM_REPORT_MAX_MB * 1024 * 1024) return REPORT_FILE_SIZE_MESSAGE;
  return null;
}
