/**
 * Streams one worksheet's XML (as inflated byte chunks) into a SheetVisitor: row 1 goes to
 * onHeader, each later row to onRow. Works on bytes: only the cells of columns the visitor
 * asked for are decoded; other cells are skipped by their `r` column. Only complete rows are
 * scanned; the bytes from the last `<row` start are carried to the next chunk.
 */
import type { CellValue, SheetVisitor } from './types.js';
import {
  LT, GT, SLASH, RichTextScanner, TagAttributes, asciiBytes, assertNoDeclarations, endsName, malformed, matchesAt, next,
} from './xml-scan.js';
import { decodeText, parseNumber } from './xml-text.js';

export interface SheetScanContext {
  sheetName: string;
  visitor: SheetVisitor;
  /** Text of shared string `index` (the table is loaded on first use). */
  sharedString(index: number): string;
  /** Counts one data row against the workbook's row cap (throws past it). */
  countRow(): void;
  onProgress?(progress: { sheet: string; rowsRead: number }): void;
}

const PROGRESS_EVERY_ROWS = 5_000;
/** A single row this large is not a spreadsheet row: refuse rather than buffer without end. */
const MAX_CARRIED_BYTES = 64 << 20;
const EMPTY = new Uint8Array(0);
const SHEET_DATA = asciiBytes('sheetData');

const enum Phase { Prolog, Rows, Done }
const enum CellType { Number, SharedString, Text, InlineString, Boolean, Error }

function cellType(bytes: Uint8Array, start: number, end: number): CellType {
  if (start < 0 || end === start) return CellType.Number;
  switch (bytes[start]) {
    case 115 /* s */: return end - start === 1 ? CellType.SharedString : CellType.Text; // s | str
    case 105 /* i */: return CellType.InlineString;
    case 98 /* b */: return CellType.Boolean;
    case 101 /* e */: return CellType.Error;
    case 100 /* d */: return CellType.Text; // ISO date text
    default: return CellType.Number;
  }
}

function digitsValue(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = bytes[i] - 48;
    if (digit >= 0 && digit <= 9) value = value * 10 + digit;
  }
  return value;
}

export class SheetScanner {
  private tail: Uint8Array = EMPTY;
  private phase = Phase.Prolog;
  private prefix: Uint8Array = EMPTY;
  private rowOpen: Uint8Array = EMPTY;
  private rowName: Uint8Array = EMPTY;
  private readonly attributes = new TagAttributes();
  private inlineText: RichTextScanner = new RichTextScanner(EMPTY, 'is');
  private headerDone = false;
  /** Columns to decode (1 = wanted); null = every column. */
  private wanted: Uint8Array | null = null;
  private width = 0;
  private lastRow = 0;
  private rowsRead = 0;

  constructor(private readonly context: SheetScanContext) {
    context.onProgress?.({ sheet: context.sheetName, rowsRead: 0 });
  }

  push(chunk: Uint8Array): void {
    const carried = this.tail.length;
    const bytes = carried === 0 ? chunk : concat(this.tail, chunk);
    assertNoDeclarations(bytes, carried - 2);
    let position = 0;
    if (this.phase === Phase.Prolog) position = this.scanProlog(bytes, false);
    if (this.phase === Phase.Rows) {
      const limit = this.lastRowStart(bytes, position);
      if (limit > position) position = this.scanRows(bytes, position, limit);
    }
    if (this.phase === Phase.Done) position = Math.max(position, bytes.length - 2);
    if (bytes.length - position > MAX_CARRIED_BYTES) throw malformed();
    // Copy so the next chunk's concat does not keep this (large) chunk alive.
    this.tail = position === bytes.length ? EMPTY : bytes.slice(position);
  }

  /** Scans what is left after the last chunk and reports the end of the sheet. */
  finish(): void {
    const bytes = this.tail;
    this.tail = EMPTY;
    let position = 0;
    if (this.phase === Phase.Prolog) position = this.scanProlog(bytes, true);
    if (this.phase === Phase.Rows) this.scanRows(bytes, position, bytes.length);
    if (!this.headerDone) this.emitHeader([]);
    this.context.onProgress?.({ sheet: this.context.sheetName, rowsRead: this.rowsRead });
  }

  /** Finds `<sheetData>` (learning the namespace prefix from it); returns where rows start. */
  private scanProlog(bytes: Uint8Array, atEnd: boolean): number {
    let i = bytes.indexOf(LT);
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
    this.rowName = Uint8Array.from([...prefix, ...asciiBytes('row')]);
    this.rowOpen = Uint8Array.from([LT, ...this.rowName]);
    this.inlineText = new RichTextScanner(prefix, 'is');
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
    this.width = header.length;
    if (columns) {
      const wanted = new Uint8Array(Math.max(0, ...columns) + 1);
      for (const column of columns) if (column >= 0) wanted[column] = 1;
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
    const wanted = isHeader ? null : this.wanted;
    const cells: CellValue[] = isHeader ? [] : new Array<CellValue>(this.width).fill(null);
    if (!attributes.selfClosing) i = this.scanCells(bytes, i, limit, cells, wanted);
    if (isHeader) {
      this.emitHeader(cells);
      return i;
    }
    this.context.countRow();
    this.context.visitor.onRow(cells, rowNumber);
    if (++this.rowsRead % PROGRESS_EVERY_ROWS === 0) {
      this.context.onProgress?.({ sheet: this.context.sheetName, rowsRead: this.rowsRead });
    }
    return i;
  }

  /** Scans the cells of a row up to and past `</row>`, storing wanted values into `cells`. */
  private scanCells(bytes: Uint8Array, from: number, limit: number, cells: CellValue[], wanted: Uint8Array | null): number {
    const attributes = this.attributes;
    const prefixLength = this.prefix.length;
    let column = -1;
    let i = from;
    for (;;) {
      while (i < limit && bytes[i] !== LT) i++;
      if (i >= limit) throw malformed();
      const name = i + 1 + prefixLength;
      if (bytes[i + 1] === SLASH) {
        // `</row>` ends the row; any other end tag (e.g. of an extLst) is stepped over.
        const tagEnd = next(bytes, GT, i, limit) + 1;
        if (matchesAt(bytes, i + 2, this.rowName) && endsName(bytes[i + 2 + this.rowName.length])) return tagEnd;
        i = tagEnd;
        continue;
      }
      if (bytes[name] !== 99 /* c */ || !endsName(bytes[name + 1]) || !matchesAt(bytes, i + 1, this.prefix)) {
        i++;
        continue;
      }
      i = attributes.scan(bytes, name + 1, limit);
      column = attributes.refStart >= 0 ? columnOf(bytes, attributes.refStart, attributes.refEnd, column) : column + 1;
      if (attributes.selfClosing) continue;
      if (wanted !== null && (column >= wanted.length || wanted[column] === 0)) {
        i = this.skipCell(bytes, i, limit);
        continue;
      }
      const type = cellType(bytes, attributes.typeStart, attributes.typeEnd);
      i = this.scanCellValue(bytes, i, limit, type);
      const value = this.value;
      if (value !== null) {
        while (cells.length < column) cells.push(null);
        cells[column] = value;
      }
    }
  }

  /** Value of the cell whose content was last scanned by scanCellValue. */
  private value: CellValue = null;

  /** Reads the cell content from after `<c ...>` to past `</c>`; the result goes to this.value. */
  private scanCellValue(bytes: Uint8Array, from: number, limit: number, type: CellType): number {
    const prefixLength = this.prefix.length;
    let value: CellValue = null;
    let i = from;
    for (;;) {
      i = next(bytes, LT, i, limit);
      const name = i + 1 + prefixLength;
      if (bytes[i + 1] === SLASH) {
        const tagEnd = next(bytes, GT, i, limit) + 1;
        if (bytes[name + 1] === 99 /* c */ && bytes[name + 2] === GT) {
          this.value = value;
          return tagEnd;
        }
        i = tagEnd;
        continue;
      }
      const tagEnd = next(bytes, GT, i, limit) + 1;
      if (bytes[name] === 118 /* v */ && endsName(bytes[name + 1]) && bytes[tagEnd - 2] !== SLASH) {
        const end = next(bytes, LT, tagEnd, limit);
        value = this.convert(bytes, tagEnd, end, type);
        i = end;
      } else if (bytes[name] === 105 /* i */ && bytes[name + 1] === 115 /* s */ && endsName(bytes[name + 2])) {
        if (bytes[tagEnd - 2] === SLASH) {
          value = '';
          i = tagEnd;
        } else {
          value = this.inlineText.scan(bytes, tagEnd, limit);
          i = this.inlineText.end;
        }
      } else {
        i = tagEnd;
      }
    }
  }

  private convert(bytes: Uint8Array, start: number, end: number, type: CellType): CellValue {
    switch (type) {
      case CellType.Number: return parseNumber(bytes, start, end);
      case CellType.SharedString: return this.context.sharedString(digitsValue(bytes, start, end));
      case CellType.Boolean: return bytes[start] === 49 /* 1 */ || bytes[start] === 116 /* t */;
      case CellType.Error: return null;
      default: return decodeText(bytes, start, end);
    }
  }

  /** Steps over a cell's content to past its `</c>` without decoding it. */
  private skipCell(bytes: Uint8Array, from: number, limit: number): number {
    const prefixLength = this.prefix.length;
    let i = from;
    for (;;) {
      i = next(bytes, LT, i, limit);
      if (bytes[i + 1] === SLASH && bytes[i + 2 + prefixLength] === 99 /* c */ && bytes[i + 3 + prefixLength] === GT) {
        return i + 4 + prefixLength;
      }
      i++;
    }
  }
}

/** Column index from the letters of a cell reference ("AB12" -> 27); falls back to previous + 1. */
function columnOf(bytes: Uint8Array, start: number, end: number, previous: number): number {
  let column = 0;
  let i = start;
  for (; i < end; i++) {
    const letter = bytes[i] - 64;
    if (letter < 1 || letter > 26) break;
    column = column * 26 + letter;
  }
  return i === start ? previous + 1 : column - 1;
}

function concat(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head, 0);
  joined.set(tail, head.length);
  return joined;
}
