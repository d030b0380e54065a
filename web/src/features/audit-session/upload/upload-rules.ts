// Client-side checks of the files a user picks, with the messages the server gives too. The server checks
// the same rules again; these only save the user a wasted upload.

/** The default limit; the server's (BULK_UPLOAD_MAX_MB) comes from GET /api/bulk/config. */
export const BULK_MAX_MB = 20;
export const REPORT_MAX_MB = 5;
const MB = 1024 * 1024;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Windows browsers label .csv as an Excel type; some systems send no type at all. */
const CSV_MIMES = ['text/csv', 'application/csv', 'text/plain', 'text/comma-separated-values', 'application/vnd.ms-excel', ''];

export const BULK_TYPE_MESSAGE = 'Only .xlsx files are allowed.';
/** 'File size must be under 20MB.' at the default limit: the server's 413 says the same. */
export const bulkSizeMessage = (maxMb: number) => `File size must be under ${maxMb}MB.`;
export const BULK_SIZE_MESSAGE = bulkSizeMessage(BULK_MAX_MB);
export const REPORT_TYPE_MESSAGE = 'Only .csv or .xlsx files are allowed.';
export const REPORT_SIZE_MESSAGE = 'File size must be under 5MB.';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** The message for a bulk workbook that cannot be uploaded under a limit of `maxMb`, or null when it may be. */
export function checkBulkFile(file: Pick<File, 'name' | 'type' | 'size'>, maxMb = BULK_MAX_MB): string | null {
  if (extensionOf(file.name) !== '.xlsx' || (file.type !== XLSX_MIME && file.type !== '')) return BULK_TYPE_MESSAGE;
  if (file.size > maxMb * MB) return bulkSizeMessage(maxMb);
  return null;
}

/** The message for a business report that cannot be uploaded, or null when it may be. */
export function checkReportFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = extensionOf(file.name);
  const typeFits = extension === '.csv' ? CSV_MIMES.includes(file.type) : extension === '.xlsx' && (file.type === XLSX_MIME || file.type === '');
  if (!typeFits) return REPORT_TYPE_MESSAGE;
  if (file.size > REPORT_MAX_MB * MB) return REPORT_SIZE_MESSAGE;
  return null;
}

/** '12.34 MB', as the upload screen shows the chosen file. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}
