import { describe, expect, test } from 'vitest';
import {
  BULK_SIZE_MESSAGE, BULK_TYPE_MESSAGE, checkBulkFile, checkReportFile, formatFileSize, REPORT_SIZE_MESSAGE, REPORT_TYPE_MESSAGE, XLSX_MIME,
} from './upload-rules';

const MB = 1024 * 1024;

describe('bulk workbook checks', () => {
  test('an .xlsx of the spreadsheet type up to 20 MB passes', () => {
    expect(checkBulkFile({ name: 'bulk.XLSX', type: XLSX_MIME, size: 20 * MB })).toBeNull();
  });
  test('another extension or type is refused', () => {
    expect(checkBulkFile({ name: 'bulk.csv', type: 'text/csv', size: 10 })).toBe(BULK_TYPE_MESSAGE);
    expect(checkBulkFile({ name: 'bulk.xlsx', type: 'application/pdf', size: 10 })).toBe(BULK_TYPE_MESSAGE);
    expect(BULK_TYPE_MESSAGE).toBe('Only .xlsx files are allowed.');
  });
  test('over 20 MB is refused', () => {
    expect(checkBulkFile({ name: 'bulk.xlsx', type: XLSX_MIME, size: 20 * MB + 1 })).toBe(BULK_SIZE_MESSAGE);
    expect(BULK_SIZE_MESSAGE).toBe('File size must be under 20MB.');
  });
  test("under the server's raised limit (BULK_UPLOAD_MAX_MB) the message names it", () => {
    expect(checkBulkFile({ name: 'bulk.xlsx', type: XLSX_MIME, size: 30 * MB }, 50)).toBeNull();
    expect(checkBulkFile({ name: 'bulk.xlsx', type: XLSX_MIME, size: 50 * MB + 1 }, 50)).toBe('File size must be under 50MB.');
  });
});

describe('business report checks', () => {
  test('.csv (as browsers label it) and .xlsx up to 5 MB pass', () => {
    expect(checkReportFile({ name: 'report.csv', type: 'text/csv', size: 5 * MB })).toBeNull();
    expect(checkReportFile({ name: 'report.csv', type: 'application/vnd.ms-excel', size: 10 })).toBeNull();
    expect(checkReportFile({ name: 'report.xlsx', type: XLSX_MIME, size: 10 })).toBeNull();
  });
  test('a type and extension that do not agree, or another file, is refused', () => {
    expect(checkReportFile({ name: 'report.csv', type: 'application/pdf', size: 10 })).toBe(REPORT_TYPE_MESSAGE);
    expect(checkReportFile({ name: 'report.txt', type: 'text/plain', size: 10 })).toBe(REPORT_TYPE_MESSAGE);
    expect(REPORT_TYPE_MESSAGE).toBe('Only .csv or .xlsx files are allowed.');
  });
  test('over 5 MB is refused', () => {
    expect(checkReportFile({ name: 'report.csv', type: 'text/csv', size: 5 * MB + 1 })).toBe(REPORT_SIZE_MESSAGE);
    expect(REPORT_SIZE_MESSAGE).toBe('File size must be under 5MB.');
  });
});

test('file sizes read in MB with two decimals', () => {
  expect(formatFileSize(1.5 * MB)).toBe('1.50 MB');
});
