/** The real files the fuzz properties start from, built once with the fixture builder and writer. */
import { bulkWorkbookSheets } from '../../src/fixtures/index.js';
import { workbookEntries, writeWorkbook } from '../../src/xlsx/writer.js';
import type { ZipEntryInput } from '../../src/xlsx/zip-archive.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { CHILD_ROW, COMPACT_HEADER, reportCsv } from '../helpers/business-reports.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

export interface SeedFile {
  name: string;
  bytes: Uint8Array;
}

/** The parts of the small bulk account (all 13 tabs), with inline or shared strings. */
export function bulkEntries(strings: 'inline' | 'shared'): ZipEntryInput[] {
  return workbookEntries(bulkWorkbookSheets(SMALL_ACCOUNT, { allTabs: true }), { strings });
}

const reportRows = [CHILD_ROW, { ...CHILD_ROW, '(Child) ASIN': 'B0CHILD002', SKU: 'SKU-2', 'Units Ordered': '1.234' }];
const reportCsvText = reportCsv(COMPACT_HEADER, reportRows);
const reportSheet = [COMPACT_HEADER, ...reportRows.map((row) => COMPACT_HEADER.map((key) => row[key] ?? null))];

/** Bulk workbooks (deflated and stored, inline and shared strings). */
export const BULK_SEEDS: SeedFile[] = [
  { name: 'bulk, inline strings', bytes: zip(bulkEntries('inline')) },
  { name: 'bulk, shared strings', bytes: zip(bulkEntries('shared')) },
  { name: 'bulk, stored parts', bytes: zip(bulkEntries('inline').map((entry) => ({ ...entry, method: 0 }))) },
];

/** Business reports (.xlsx and .csv). */
export const REPORT_SEEDS: SeedFile[] = [
  { name: 'report .xlsx', bytes: writeWorkbook([{ name: 'Detail Page Sales and Traffic', rows: reportSheet }], { strings: 'shared' }) },
  { name: 'report .csv', bytes: new TextEncoder().encode(reportCsvText) },
];

export { reportCsvText };
