/** readSearchTermReport: an Amazon Search Term Report (.xlsx or .csv), read with the bulk reader's bounds. */
import { decodeCsvText, readCsv } from '../csv/read-csv.js';
import { buildSearchTermReport } from '../search-term-report/build-report.js';
import { SearchTermReportVisitor } from '../search-term-report/report-visitor.js';
import type { SearchTermReport } from '../search-term-report/types.js';
import { readWorkbook } from '../xlsx/read-workbook.js';
import type { ReadLimits } from '../xlsx/types.js';

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Throws AuditError('not_a_search_term_report') naming what the file looks like, WorkbookError for a damaged file. */
export async function readSearchTermReport(bytes: Uint8Array, limits?: Partial<ReadLimits>): Promise<SearchTermReport> {
  if (!isZip(bytes)) {
    const visitor = new SearchTermReportVisitor();
    readCsv(decodeCsvText(bytes), visitor, limits?.maxRows === undefined ? {} : { maxRows: limits.maxRows });
    return buildSearchTermReport(visitor);
  }
  const visitors: SearchTermReportVisitor[] = [];
  await readWorkbook(bytes, {
    limits,
    // The first sheet with a report header is the report; the others are not read.
    selectSheet: () => {
      if (visitors.some((v) => v.product !== null)) return null;
      const visitor = new SearchTermReportVisitor();
      visitors.push(visitor);
      return visitor;
    },
  });
  return buildSearchTermReport(visitors.find((v) => v.product !== null) ?? visitors[0] ?? new SearchTermReportVisitor());
}
