/**
 * Streams one worksheet's XML (as inflated byte chunks) into a SheetVisitor: row 1 goes to
 * onHeader, each later row to onRow. Works on bytes: only the cells of columns the visitor
 * asked for are decoded (cell-scanner.ts). Rows are scanned inside each chunk where they lie;
 * only the one row cut by a chunk boundary is copied, joined with the start of the next chunk.
 */
import { CellScanner, DECODE, ON_DEMAND } from './cell-scanner.js';
import { RowCells } from './row-cells.js';
import type { TextCache } from './text-cache.js';
import { WorkbookError, type CellValue, type ReadProgress, type SheetVisitor } from './types.js';
import {
  LT, GT, SLASH, DeclarationGuard, TagAttributes, asciiBytes, endsName, malformed, matchesAt, plainBytes,
} from './xml-scan.js';
import { digitsValue } from './xml-text.js';

export interface SheetScanContext {
  sheetName: string;
  visitor: SheetVisitor;
  /** Text of shared string `index` (the table is loaded on first use). */
  sharedString(index: number): string;
  /** Counts one data row against the workbook's row cap (throws past it). */
  countRow(): void;
  onProgress?(progress: ReadProgress): void;
  /** Shared by the sheets of one read, so repeated texts are made once. */
  texts: TextCache;
  /** The largest row accepted, in bytes of XML (default MAX_CARRIED_BYTES; tests use less). */
  maxRowBytes?: number;
}

const PROGRESS_EVERY_ROWS = 5_000;
/** A single row this large is not a spreadsheet row: refuse rather than buffer without end. */
export const MAX_CARRIED_BYTES = 64 << 20;
export const ROW_TOO_LARGE_MESSAGE = 'A row of this workbook is larger than 64 MB and the workbook was refused.';
const EMPTY = new Uint8Array(0);
const SHEET_DATA = asciiBytes('sheetData');

const enum Phase { Prolog, Rows, Done }

export class SheetScanner {
  private tail: Uint8Array = EMPTY;
  /**
   * Chunks that arrived while a row was cut (tail) and that hold no row start: they are only
   * kept, and joined once a later chunk starts the next row, so a giant row costs linear time.
   */
  private carried: Uint8Array[] = [];
  private carriedBytes = 0;
  private phase = Phase.Prolog;
  private prefix: Uint8Array = EMPTY;
  private rowOpen: Uint8Array = asciiBytes('<row');
  private readonly attributes = new TagAttributes();
  private readonly declarations = new DeclarationGuard();
  private cellScanner: CellScanner;
  private readonly row: RowCells;
  private headerDone = false;
  /** What to do with each column (cell-scanner's SKIP, DECODE, ON_DEMAND); null: decode every column. */
  private wanted: Uint8Array | null = null;
  private lastRow = 0;
  private rowsRead = 0;
  private readonly maxRowBytes: number;
  private bytesRead = 0;

  constructor(private readonly context: SheetScanContext) {
    this.maxRowBytes = context.maxRowBytes ?? MAX_CARRIED_BYTES;
    this.cellScanner = new CellScanner(EMPTY, context, context.texts);
    this.row = new RowCells(context, context.texts);
    context.onProgress?.({ sheet: context.sheetName, rowsRead: 0, bytesRead: 0 });
  }

  push(piece: Uint8Array): void {
    this.bytesRead += piece.length;
    // On the chunk as given: a Buffer searches its bytes far faster than a plain Uint8Array.
    this.declarations.check(piece);
    const chunk = plainBytes(piece);
    let bytes = chunk;
    let position = 0;
    if (this.tail.length > 0) {
      // The row cut by the last boundary ends where the first row of this chunk starts.
      const next = this.phase === Phase.Rows ? this.rowStartAfter(chunk, 0) : -1;
      if (next < 0 && this.phase === Phase.Rows) {
        this.carry(chunk);
        return;
      }
      if (next >= 0) {
        const bridge = this.takeCarried(chunk.subarray(0, next));
        this.scanRows(bridge, 0, bridge.length);
        position = next;
      } else {
        bytes = concat(this.tail, chunk);
      }
    }
    if (this.phase === Phase.Prolog) position = this.scanProlog(bytes, position, false);
    if (this.phase === Phase.Rows) {
      const limit = this.lastRowStart(bytes, position);
      if (limit > position) position = this.scanRows(bytes, position, limit);
    }
    if (this.phase === Phase.Done) position = bytes.length;
    if (bytes.length - position > this.maxRowBytes) throw rowTooLarge();
    // Copy so the carried bytes do not keep this (large) chunk alive.
    this.tail = position === bytes.length ? EMPTY : bytes.slice(position);
  }

  /** Keeps a chunk that continues the cut row (copied, so it does not pin the inflater's buffer). */
  private carry(chunk: Uint8Array): void {
    this.carriedBytes += chunk.length;
    if (this.tail.length + this.carriedBytes > this.maxRowBytes) throw rowTooLarge();
    this.carried.push(chunk.slice());
  }

  /** The cut row: the tail, the chunks carried since, and `end` (the start of the next chunk), joined once. */
  private takeCarried(end: Uint8Array): Uint8Array {
    const joined = concat(this.tail, ...this.carried, end);
    this.tail = EMPTY;
    this.carried = [];
    this.carriedBytes = 0;
    return joined;
  }

  /** Scans what is left after the last chunk and reports the end of the sheet. */
  finish(): void {
    const bytes = this.takeCarried(EMPTY);
    let position = 0;
    if (this.phase === Phase.Prolog) position = this.scanProlog(bytes, 0, true);
    if (this.phase === Phase.Rows) this.scanRows(bytes, position, bytes.length);
    if (!this.headerDone) this.emitHeader([]);
    this.reportProgress();
  }

  private reportProgress(): void {
    this.context.onProgress?.({ sheet: this.context.sheetName, rowsRead: this.rowsRead, bytesRead: this.bytesRead });
  }

  /** Finds `<sheetData>` (learning the namespace prefix from it); returns where rows start. */
  private scanProlog(bytes: Uint8Array, from: number, atEnd: boolean): number {
    let i = bytes.indexOf(LT, from);
    while (i >= 0) {
      let nameEnd = i + 1;
      while (nameEnd < bytes.length && !endsName(bytes[nameEnd])) nameEnd++;
      if (nameEnd >= bytes.length) {
        if (atEnd) throw malformed();
        return i;
      }
      const nameLength = nameEnd - (i + 1);
      if (nameLength >= SHEET_DATA.length && matchesAt(bytes, nameEnd - SHEET_DATA.length, SHEET_DATA)) {
        this.setPrefix(bytes.slice(i + 1, nameEnd - SHEET_DATA.length));
        const tagEnd = bytes.indexOf(GT, nameEnd);
        if (tagEnd < 0) {
          if (atEnd) throw malformed();
          return i;
        }
        this.phase = bytes[tagEnd - 1] === SLASH ? Phase.Done : Phase.Rows;
        return tagEnd + 1;
      }
      i = bytes.indexOf(LT, nameEnd);
    }
    if (atEnd) this.phase = Phase.Done; // no sheetData: an empty sheet
    return bytes.length;
  }

  private setPrefix(prefix: Uint8Array): void {
    this.prefix = prefix;
    this.rowOpen = Uint8Array.from([LT, ...prefix, ...asciiBytes('row')]);
    this.cellScanner = new CellScanner(prefix, this.context, this.context.texts);
  }

  /** Start of the first `<row` in bytes[from..], or -1. */
  private rowStartAfter(bytes: Uint8Array, from: number): number {
    const open = this.rowOpen;
    for (let i = bytes.indexOf(LT, from); i >= 0; i = bytes.indexOf(LT, i + 1)) {
      if (matchesAt(bytes, i, open) && i + open.length < bytes.length && endsName(bytes[i + open.length])) return i;
    }
    return -1;
  }

  /** Start of the last `<row` in bytes[from..]: every row before it is complete. -1 if none. */
  private lastRowStart(bytes: Uint8Array, from: number): number {
    const open = this.rowOpen;
    let i = bytes.lastIndexOf(LT);
    while (i >= from) {
      if (matchesAt(bytes, i, open) && i + open.length < bytes.length && endsName(bytes[i + open.length])) return i;
      i = i === 0 ? -1 : bytes.lastIndexOf(LT, i - 1);
    }
    return -1;
  }

  /** Scans the complete rows in bytes[from..limit); returns limit (or stops at </sheetData>). */
  private scanRows(bytes: Uint8Array, from: number, limit: number): number {
    const open = this.rowOpen;
    let i = from;
    for (;;) {
      while (i < limit && bytes[i] !== LT) i++;
      if (i >= limit) return limit;
      if (matchesAt(bytes, i, open) && endsName(bytes[i + open.length])) {
        i = this.scanRow(bytes, i + open.length, limit);
      } else if (bytes[i + 1] === SLASH && matchesAt(bytes, i + 2 + this.prefix.length, SHEET_DATA)) {
        this.phase = Phase.Done;
        return limit;
      } else {
        i++;
      }
    }
  }

  private emitHeader(header: CellValue[]): void {
    this.headerDone = true;
    const columns = this.context.visitor.onHeader(header);
    this.row.setWidth(header.length);
    if (columns) {
      const wanted = new Uint8Array(Math.max(0, ...columns) + 1);
      const want = this.context.visitor.readsOnDemand ? ON_DEMAND : DECODE;
      for (const column of columns) if (column >= 0) wanted[column] = want;
      this.wanted = wanted;
    }
  }

  /** Scans one row from just after `<row`; returns the index after its end tag. */
  private scanRow(bytes: Uint8Array, from: number, limit: number): number {
    const attributes = this.attributes;
    let i = attributes.scan(bytes, from, limit);
    const rowNumber = attributes.refStart >= 0 ? digitsValue(bytes, attributes.refStart, attributes.refEnd) : this.lastRow + 1;
    if (rowNumber <= this.lastRow) throw malformed();
    this.lastRow = rowNumber;
    const isHeader = rowNumber === 1;
    if (!isHeader && !this.headerDone) this.emitHeader([]);
    if (isHeader) {
      const header = new RowCells(this.context, this.context.texts);
      if (!attributes.selfClosing) i = this.cellScanner.scanCells(bytes, i, limit, header, null);
      this.emitHeader(header.cells);
      return i;
    }
    const row = this.row;
    if (!attributes.selfClosing) i = this.cellScanner.scanCells(bytes, i, limit, row, this.wanted);
    this.context.countRow();
    this.context.visitor.onRow(row.cells, rowNumber, row);
    row.clear();
    if (++this.rowsRead % PROGRESS_EVERY_ROWS === 0) this.reportProgress();
    return i;
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

function rowTooLarge(): WorkbookError {
  return new WorkbookError('too_large', ROW_TOO_LARGE_MESSAGE);
}
