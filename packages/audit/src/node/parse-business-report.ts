/** parseBusinessReport: a Seller Central or Vendor Central report (.csv or .xlsx) into the ASIN map. */
import { buildBusinessReport } from '../business/build-business-report.js';
import { BusinessReportVisitor } from '../business/business-report-visitor.js';
import type { BusinessReport } from '../business/types.js';
import { decodeCsvText, readCsv } from '../csv/read-csv.js';
import { readWorkbook } from '../xlsx/read-workbook.js';
import type { ReadLimits } from '../xlsx/types.js';

/** Business reports are small (the upload cap is 5 MB): these caps stop a hostile file early. */
const REPORT_LIMITS: ReadLimits = { maxDecompressedBytes: 256 << 20, maxRows: 500_000 };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * An .xlsx report is read from its first sheet that has an ASIN header; anything else is read as CSV.
 * Throws AuditError('not_a_business_report') when no ASIN column is found, WorkbookError for a damaged file.
 */
export async function parseBusinessReport(bytes: Uint8Array, fileName: string): Promise<BusinessReport> {
  if (!isZip(bytes)) {
    const visitor = new BusinessReportVisitor();
    readCsv(decodeCsvText(bytes), visitor, { maxRows: REPORT_LIMITS.maxRows });
    return buildBusinessReport(visitor, fileName);
  }
  const visitors: BusinessReportVisitor[] = [];
  await readWorkbook(bytes, {
    limits: REPORT_LIMITS,
    selectSheet: () => {
      if (visitors.some((v) => v.headerFound)) return null;
      const visitor = new BusinessReportVisitor();
      visitors.push(visitor);
      return visitor;
    },
  });
  const chosen = visitors.find((v) => v.headerFound) ?? visitors[0] ?? new BusinessReportVisitor();
  return buildBusinessReport(chosen, fileName);
}
