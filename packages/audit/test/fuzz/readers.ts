/**
 * The engine's readers as the fuzz properties drive them: the bulk audit (campaign tabs, then
 * search term tabs, as the server's two jobs do), the business report reader and the CSV reader.
 * The .xlsx reads go through a counting inflater, so a property can check that no input makes the
 * reader materialise more than its cap (the memory bound).
 */
import { BusinessReportVisitor } from '../../src/business/business-report-visitor.js';
import { buildBusinessReport } from '../../src/business/build-business-report.js';
import { decodeCsvText, readCsv } from '../../src/csv/read-csv.js';
import { BulkAuditor } from '../../src/model/bulk-auditor.js';
import { parseBusinessReport } from '../../src/node/parse-business-report.js';
import { SearchTermCollector } from '../../src/search-terms/search-term-collector.js';
import type { InflateBudget, Inflater } from '../../src/xlsx/inflater.js';
import { nodeInflater } from '../../src/xlsx/node-inflater.js';
import type { CellValue, ReadLimits } from '../../src/xlsx/types.js';
import { readWorkbookWith } from '../../src/xlsx/workbook-reader.js';

/** Small caps, so that a hostile input reaches them in milliseconds. */
export const FUZZ_LIMITS: ReadLimits = { maxDecompressedBytes: 2 << 20, maxRows: 20_000 };
/** The inflater hands out at most one chunk past the budget before the budget stops it. */
const INFLATE_CHUNK = 1 << 20;

/** nodeInflater that records the most bytes it ever produced in one read. */
export class CountingInflater implements Inflater {
  produced = 0;

  inflateSync(data: Uint8Array, budget: InflateBudget, maxBytes?: number): Uint8Array {
    const output = nodeInflater.inflateSync(data, budget, maxBytes);
    this.produced += output.length;
    return output;
  }

  inflateChunks(data: Uint8Array, budget: InflateBudget, onChunk: (chunk: Uint8Array) => void): Promise<void> {
    return nodeInflater.inflateChunks(data, budget, (chunk) => {
      this.produced += chunk.length;
      onChunk(chunk);
    });
  }

  /** Throws when a read produced more than the cap allows (plus the one chunk in flight). */
  assertWithin(limit: number): void {
    if (this.produced > limit + INFLATE_CHUNK) throw new Error(`inflated ${this.produced} bytes past the cap of ${limit}`);
  }
}

/** The bulk audit: campaign tabs, then the search term tabs (each read counted against the cap). */
export async function auditBulk(bytes: Uint8Array, limits: ReadLimits = FUZZ_LIMITS) {
  const inflater = new CountingInflater();
  const auditor = new BulkAuditor();
  try {
    const { sheetNames } = await readWorkbookWith(inflater, bytes, { selectSheet: auditor.selectSheet, sheetRank: auditor.sheetRank, limits });
    const audit = auditor.finish(sheetNames);
    const collector = new SearchTermCollector();
    const terms = await readWorkbookWith(inflater, bytes, { selectSheet: collector.selectSheet, limits });
    return { audit, searchTerms: collector.finish(terms.sheetNames) };
  } finally {
    // Two reads: each may use the whole cap.
    inflater.assertWithin(2 * limits.maxDecompressedBytes);
  }
}

/** Every sheet's rows (all columns), as the generic reader delivers them. */
export async function readAllRows(bytes: Uint8Array, limits: ReadLimits = FUZZ_LIMITS) {
  const inflater = new CountingInflater();
  const sheets: { name: string; rows: CellValue[][] }[] = [];
  try {
    await readWorkbookWith(inflater, bytes, {
      limits,
      selectSheet(name) {
        const rows: CellValue[][] = [];
        sheets.push({ name, rows });
        return { onHeader: (header) => void rows.push([...header]), onRow: (cells) => void rows.push([...cells]) };
      },
    });
    return sheets;
  } finally {
    inflater.assertWithin(limits.maxDecompressedBytes);
  }
}

/** The business report reader on any bytes (.xlsx when they start like a zip, else CSV). */
export function readBusinessReport(bytes: Uint8Array) {
  return parseBusinessReport(bytes, 'report.csv');
}

/** The CSV reader on text, through the business report visitor (as a .csv report upload is read). */
export function readCsvReport(text: string) {
  const visitor = new BusinessReportVisitor();
  readCsv(text, visitor, { maxRows: FUZZ_LIMITS.maxRows });
  return buildBusinessReport(visitor, 'report.csv');
}

/** Every CSV row as the reader delivers it (header first). */
export function readCsvRows(text: string): CellValue[][] {
  const rows: CellValue[][] = [];
  readCsv(text, { onHeader: (header) => void rows.push(header), onRow: (cells) => void rows.push(cells) }, { maxRows: FUZZ_LIMITS.maxRows });
  return rows;
}

export { decodeCsvText };
