/**
 * One row's cells, reused from row to row: only the slots written are reset afterwards, so a
 * row costs no allocation. Slots up to `width` always exist; a cell further right grows the
 * array for that row only. Cells of on-demand columns are kept as the place of their content
 * in the row's bytes and decoded only if the visitor reads them (`value`).
 */
import type { TextCache } from './text-cache.js';
import type { CellValue, RowReader } from './types.js';
import { digitsValue, parseNumber } from './xml-text.js';

export interface CellSource {
  sharedString(index: number): string;
}

// How a kept cell is decoded; NOT_KEPT: its value (if any) is in `cells`.
const NOT_KEPT = 0;
export const KEPT_NUMBER = 1;
export const KEPT_SHARED_STRING = 2;
export const KEPT_INLINE_STRING = 3;
export type KeptCell = typeof KEPT_NUMBER | typeof KEPT_SHARED_STRING | typeof KEPT_INLINE_STRING;

const EMPTY = new Uint8Array(0);

/**
 * `width` nulls. Every cell array (header or row, empty or not) gets the same element kind,
 * so the scanner's optimised code sees a single array shape and is never thrown away for another.
 */
function nullCells(width: number): CellValue[] {
  const cells = new Array<CellValue>(width + 1).fill(null);
  cells.length = width;
  return cells;
}

export class RowCells implements RowReader {
  cells: CellValue[] = nullCells(0);
  private touched = new Int32Array(64);
  private count = 0;
  private width = 0;
  private kinds = new Uint8Array(0);
  private starts = new Int32Array(0);
  private ends = new Int32Array(0);
  /** The bytes the kept cells point into (those of the row being read). */
  private bytes: Uint8Array = EMPTY;

  constructor(
    private readonly source: CellSource,
    private readonly texts: TextCache,
  ) {}

  setWidth(width: number): void {
    this.width = width;
    this.cells = nullCells(width);
    this.count = 0;
  }

  set(column: number, value: CellValue): void {
    const cells = this.cells;
    while (cells.length < column) cells.push(null);
    cells[column] = value;
    this.touch(column);
  }

  /** Keeps a plain cell's content, bytes[start..end), to be decoded if it is read. */
  keep(column: number, kind: KeptCell, bytes: Uint8Array, start: number, end: number): void {
    if (column >= this.kinds.length) this.growKept(column + 1);
    this.kinds[column] = kind;
    this.starts[column] = start;
    this.ends[column] = end;
    this.bytes = bytes;
    this.touch(column);
  }

  value(column: number): CellValue {
    const kind = column >= 0 && column < this.kinds.length ? this.kinds[column] : NOT_KEPT;
    if (kind === NOT_KEPT) return this.cells[column] ?? null;
    const start = this.starts[column];
    const end = this.ends[column];
    if (kind === KEPT_NUMBER) return parseNumber(this.bytes, start, end);
    if (kind === KEPT_SHARED_STRING) return this.source.sharedString(digitsValue(this.bytes, start, end));
    return this.texts.text(this.bytes, start, end);
  }

  clear(): void {
    const cells = this.cells;
    const kinds = this.kinds;
    for (let k = 0; k < this.count; k++) {
      const column = this.touched[k];
      if (column < cells.length) cells[column] = null;
      if (column < kinds.length) kinds[column] = NOT_KEPT;
    }
    this.count = 0;
    this.bytes = EMPTY;
    if (cells.length > this.width) cells.length = this.width;
  }

  private touch(column: number): void {
    if (this.count === this.touched.length) {
      const grown = new Int32Array(this.count * 2);
      grown.set(this.touched);
      this.touched = grown;
    }
    this.touched[this.count++] = column;
  }

  private growKept(length: number): void {
    const size = Math.max(length, this.width, 2 * this.kinds.length);
    const kinds = new Uint8Array(size);
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    kinds.set(this.kinds);
    starts.set(this.starts);
    ends.set(this.ends);
    this.kinds = kinds;
    this.starts = starts;
    this.ends = ends;
  }
}
