/**
 * The contract between the workbook readers (.xlsx, .csv) and the audit model.
 * Readers push rows to a SheetVisitor; they never build the whole workbook in memory.
 */
import type { SharedReadCounters } from './read-counters.js';

/** A decoded cell: text, number, boolean, or null for an empty/absent/error cell. */
export type CellValue = string | number | boolean | null;

/** The cells of the row being visited, read one at a time (valid during onRow only). */
export interface RowReader {
  /** The value in `column` (null when empty, absent or not asked for). */
  value(column: number): CellValue;
}

/** A RowReader over decoded cells (for readers that decode every cell, like the CSV one). */
export function cellsReader(cells: readonly CellValue[]): RowReader {
  return { value: (column) => cells[column] ?? null };
}

/** What a caller does with one sheet's rows. */
export interface SheetVisitor {
  /**
   * Called once with the first row (the header, 0-based column positions).
   * Return the column indexes whose values the visitor needs: the reader may skip decoding
   * every other cell (their slots in `onRow` are then null). Return undefined for all columns.
   */
  onHeader(header: CellValue[]): number[] | undefined;
  /**
   * Called for each following row, in order. `rowNumber` is the 1-based sheet row. The reader
   * reuses `cells` for the next row: read it during the call, copy it to keep it. `row` reads
   * the same values one by one.
   */
  onRow(cells: CellValue[], rowNumber: number, row: RowReader): void;
  /**
   * True when the visitor reads its cells with `row.value` only, and on each row only those it
   * needs there: the reader may then decode a cell of the columns onHeader asked for only when
   * it is read (`cells` then lacks those values).
   */
  readonly readsOnDemand?: boolean;
}

export interface ReadLimits {
  /** Total bytes inflated across all entries read (zip-bomb cap). Default 1 GiB. */
  maxDecompressedBytes: number;
  /** Total data rows across all sheets read. Default 2,000,000. */
  maxRows: number;
}

export interface ReadProgress {
  sheet: string;
  rowsRead: number;
  /** Bytes of the sheet's XML inflated so far (compare with listSheetSizes for a fraction). */
  bytesRead?: number;
}

export interface ReadWorkbookOptions {
  /**
   * Called for each sheet name just before that sheet would be read (in workbook order unless
   * `sheetRank` says otherwise); return a visitor to read it, or null to skip it.
   */
  selectSheet(name: string): SheetVisitor | null;
  /**
   * The reading order: sheets go by ascending rank, ties in workbook order (default: rank 0 for
   * all). Lets a caller read first the sheet whose content decides whether another is needed.
   */
  sheetRank?(name: string): number;
  limits?: Partial<ReadLimits>;
  /** Shared with readers of the same workbook on other threads: the limits then hold for all of them together. */
  counters?: SharedReadCounters;
  /** Called now and then while reading (at least at the start and end of each sheet). */
  onProgress?(progress: ReadProgress): void;
}

export interface WorkbookReadResult {
  /** Every sheet name in workbook order (read or not). */
  sheetNames: string[];
}

/** Stable error codes, so callers can map them to user messages. */
export type WorkbookErrorCode =
  | 'not_a_zip'
  | 'not_a_workbook'
  | 'unsupported_zip'
  | 'too_large'
  | 'too_many_rows'
  | 'forbidden_xml'
  | 'malformed';

/** Every reader failure is a WorkbookError with a message a user can read. */
export class WorkbookError extends Error {
  readonly code: WorkbookErrorCode;
  constructor(code: WorkbookErrorCode, message: string) {
    super(message);
    this.name = 'WorkbookError';
    this.code = code;
  }
}
