/**
 * Tokenises the cells of one row (from after `<row ...>` to past `</row>`) into a reused
 * RowCells. The cell shapes Excel and Apache POI write (`<c r="B2" t="inlineStr"><is><t>..`,
 * `<c r="C2"><v>1.5</v></c>`, `<c r="D2" t="s"><v>7</v></c>`) are matched byte by byte in
 * one pass; any other shape (formulas, rich text, prefixes, booleans...) takes the general
 * path. Cells of columns the visitor did not ask for are stepped over without decoding; plain
 * cells of on-demand columns are only located (RowCells decodes them if they are read).
 */
import {
  DOUBLE_QUOTE, EQUALS, LETTER_C, LETTER_I, LETTER_R, LETTER_S, LETTER_T, LETTER_V, SINGLE_QUOTE,
} from './byte-codes.js';
import type { CellValue } from './types.js';
import {
  LT, GT, SLASH, RichTextScanner, asciiBytes, endsName, malformed, matchesAt, next,
} from './xml-scan.js';
import { KEPT_INLINE_STRING, KEPT_NUMBER, KEPT_SHARED_STRING, type CellSource, type RowCells } from './row-cells.js';
import type { TextCache } from './text-cache.js';
import { decodeText, digitsValue, parseNumber } from './xml-text.js';

const PRESERVE = asciiBytes(' xml:space="preserve">');

/** `<is><t` at `at` (compared byte by byte: cheaper than a loop over a pattern in the hot path). */
function isInlineOpen(bytes: Uint8Array, at: number): boolean {
  return bytes[at] === LT && bytes[at + 1] === LETTER_I && bytes[at + 2] === LETTER_S && bytes[at + 3] === GT &&
    bytes[at + 4] === LT && bytes[at + 5] === LETTER_T;
}

/** `</t></is></c>` at `at`. */
function isInlineClose(bytes: Uint8Array, at: number): boolean {
  return bytes[at] === LT && bytes[at + 1] === SLASH && bytes[at + 2] === LETTER_T && bytes[at + 3] === GT &&
    bytes[at + 4] === LT && bytes[at + 5] === SLASH && bytes[at + 6] === LETTER_I && bytes[at + 7] === LETTER_S &&
    bytes[at + 8] === GT && bytes[at + 9] === LT && bytes[at + 10] === SLASH && bytes[at + 11] === LETTER_C &&
    bytes[at + 12] === GT;
}

/** What a visitor wants of each column (the scanner's `wanted` mask); columns past the mask are skipped. */
export const SKIP = 0;
export const DECODE = 1;
/** Kept in RowCells and decoded only if the visitor reads it. */
export const ON_DEMAND = 2;

// Cell types (the `t` attribute), as plain numbers: module constants cost nothing in hot loops.
const NUMBER = 0;
const SHARED_STRING = 1;
const TEXT = 2;
const INLINE_STRING = 3;
const BOOLEAN = 4;
const ERROR = 5;

function cellType(bytes: Uint8Array, start: number, end: number): number {
  if (start < 0 || end === start) return NUMBER;
  switch (bytes[start]) {
    case 115 /* s */: return end - start === 1 ? SHARED_STRING : TEXT; // s | str
    case 105 /* i */: return INLINE_STRING;
    case 98 /* b */: return BOOLEAN;
    case 101 /* e */: return ERROR;
    case 100 /* d */: return TEXT; // ISO date text
    default: return NUMBER;
  }
}

export class CellScanner {
  private readonly prefixLength: number;
  private readonly rowName: Uint8Array;
  private readonly inlineText: RichTextScanner;
  /** Value of the cell whose content was last scanned by scanCellValue. */
  private value: CellValue = null;

  constructor(
    private readonly prefix: Uint8Array,
    private readonly source: CellSource,
    private readonly texts: TextCache,
  ) {
    this.prefixLength = prefix.length;
    this.rowName = Uint8Array.from([...prefix, ...asciiBytes('row')]);
    this.inlineText = new RichTextScanner(prefix, 'is');
  }

  /** Scans the cells up to and past `</row>`; stores wanted values into `row` (null `wanted`: decode every column). */
  scanCells(bytes: Uint8Array, from: number, limit: number, row: RowCells, wanted: Uint8Array | null): number {
    const prefixLength = this.prefixLength;
    const plain = prefixLength === 0;
    let column = -1;
    let i = from;
    for (;;) {
      while (i < limit && bytes[i] !== LT) i++;
      if (i >= limit) throw malformed();
      if (bytes[i + 1] === SLASH) {
        // `</row>` ends the row; any other end tag (e.g. of an extLst) is stepped over.
        const tagEnd = next(bytes, GT, i, limit) + 1;
        if (matchesAt(bytes, i + 2, this.rowName) && endsName(bytes[i + 2 + this.rowName.length])) return tagEnd;
        i = tagEnd;
        continue;
      }
      const name = i + 1 + prefixLength;
      if (bytes[name] !== LETTER_C || !endsName(bytes[name + 1]) || (!plain && !matchesAt(bytes, i + 1, this.prefix))) {
        i++;
        continue;
      }

      // Attributes: the column from `r` (letters only), the type from `t`; others are skipped.
      let j = name + 1;
      let reference = -1;
      let typeStart = -1;
      let typeEnd = -1;
      let selfClosing = false;
      // Most cells start ` r="B2" t="inlineStr"`: read those two without the general loop below.
      if (bytes[j] === 32 && bytes[j + 1] === LETTER_R && bytes[j + 2] === EQUALS && bytes[j + 3] === DOUBLE_QUOTE) {
        let v = j + 4;
        let letters = 0;
        for (; v < limit; v++) {
          const letter = bytes[v] - 64;
          if (letter < 1 || letter > 26) break;
          letters = letters * 26 + letter;
        }
        if (v > j + 4) reference = letters - 1;
        while (v < limit && bytes[v] !== DOUBLE_QUOTE) v++;
        j = v + 1;
        if (bytes[j] === 32 && bytes[j + 1] === LETTER_T && bytes[j + 2] === EQUALS && bytes[j + 3] === DOUBLE_QUOTE) {
          typeStart = v = j + 4;
          if (bytes[v] === LETTER_I && bytes[v + 9] === DOUBLE_QUOTE) v += 9; // inlineStr
          while (v < limit && bytes[v] !== DOUBLE_QUOTE) v++;
          typeEnd = v;
          j = v + 1;
        }
      }
      for (;;) {
        if (j >= limit) throw malformed();
        const byte = bytes[j];
        if (byte === GT) break;
        if (byte === SLASH) selfClosing = true;
        if (byte === SLASH || byte === 32 || byte === 9 || byte === 10 || byte === 13) {
          j++;
          continue;
        }
        const nameStart = j;
        while (j < limit && bytes[j] !== EQUALS) j++;
        const single = j - nameStart === 1 ? bytes[nameStart] : 0;
        const quote = bytes[j + 1];
        if (quote !== DOUBLE_QUOTE && quote !== SINGLE_QUOTE) throw malformed();
        let v = j + 2;
        if (single === LETTER_R) {
          let letters = 0;
          const start = v;
          for (; v < limit; v++) {
            const letter = bytes[v] - 64;
            if (letter < 1 || letter > 26) break;
            letters = letters * 26 + letter;
          }
          reference = v === start ? -1 : letters - 1;
        } else if (single === LETTER_T) {
          typeStart = v;
        }
        while (v < limit && bytes[v] !== quote) v++;
        if (v >= limit) throw malformed();
        if (single === LETTER_T) typeEnd = v;
        j = v + 1;
      }
      j++;
      column = reference >= 0 ? reference : column + 1;
      if (selfClosing) {
        i = j;
        continue;
      }
      const type = cellType(bytes, typeStart, typeEnd);
      const want = wanted === null ? DECODE : column < wanted.length ? wanted[column] : SKIP;
      const skip = want === SKIP;

      if (plain) {
        // `<v>...</v></c>` for numbers and shared strings.
        if ((type === NUMBER || type === SHARED_STRING) && bytes[j] === LT && bytes[j + 1] === LETTER_V && bytes[j + 2] === GT) {
          const start = j + 3;
          let end = start;
          while (end < limit && bytes[end] !== LT) end++;
          if (
            bytes[end + 1] === SLASH && bytes[end + 2] === LETTER_V && bytes[end + 3] === GT &&
            bytes[end + 4] === LT && bytes[end + 5] === SLASH && bytes[end + 6] === LETTER_C && bytes[end + 7] === GT
          ) {
            if (want === ON_DEMAND) {
              row.keep(column, type === NUMBER ? KEPT_NUMBER : KEPT_SHARED_STRING, bytes, start, end);
            } else if (!skip) {
              const value = type === NUMBER ? parseNumber(bytes, start, end) : this.source.sharedString(digitsValue(bytes, start, end));
              if (value !== null) row.set(column, value);
            }
            i = end + 8;
            continue;
          }
        }
        // `<is><t>...</t></is></c>` for inline strings.
        if (type === INLINE_STRING && isInlineOpen(bytes, j)) {
          const start = bytes[j + 6] === GT ? j + 7 : matchesAt(bytes, j + 6, PRESERVE) ? j + 6 + PRESERVE.length : -1;
          if (start >= 0) {
            let end = start;
            while (end < limit && bytes[end] !== LT) end++;
            if (isInlineClose(bytes, end)) {
              if (want === ON_DEMAND) row.keep(column, KEPT_INLINE_STRING, bytes, start, end);
              else if (!skip) row.set(column, this.texts.text(bytes, start, end));
              i = end + 13;
              continue;
            }
          }
        }
      }
      if (skip) {
        i = this.skipCell(bytes, j, limit);
        continue;
      }
      i = this.scanCellValue(bytes, j, limit, type);
      const value = this.value;
      if (value !== null) row.set(column, value);
    }
  }

  /** Reads any cell content from after `<c ...>` to past `</c>`; the result goes to this.value. */
  private scanCellValue(bytes: Uint8Array, from: number, limit: number, type: number): number {
    const prefixLength = this.prefixLength;
    let value: CellValue = null;
    let i = from;
    for (;;) {
      i = next(bytes, LT, i, limit);
      const name = i + 1 + prefixLength;
      if (bytes[i + 1] === SLASH) {
        const tagEnd = next(bytes, GT, i, limit) + 1;
        if (bytes[name + 1] === LETTER_C && bytes[name + 2] === GT) {
          this.value = value;
          return tagEnd;
        }
        i = tagEnd;
        continue;
      }
      const tagEnd = next(bytes, GT, i, limit) + 1;
      if (bytes[name] === LETTER_V && endsName(bytes[name + 1]) && bytes[tagEnd - 2] !== SLASH) {
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

  private convert(bytes: Uint8Array, start: number, end: number, type: number): CellValue {
    switch (type) {
      case NUMBER: return parseNumber(bytes, start, end);
      case SHARED_STRING: return this.source.sharedString(digitsValue(bytes, start, end));
      case BOOLEAN: return bytes[start] === 49 /* 1 */ || bytes[start] === LETTER_T;
      case ERROR: return null;
      default: return decodeText(bytes, start, end);
    }
  }

  /** Steps over a cell's content to past its `</c>` without decoding it. */
  private skipCell(bytes: Uint8Array, from: number, limit: number): number {
    const prefixLength = this.prefixLength;
    let i = from;
    for (;;) {
      i = next(bytes, LT, i, limit);
      if (bytes[i + 1] === SLASH && bytes[i + 2 + prefixLength] === LETTER_C && bytes[i + 3 + prefixLength] === GT) {
        return i + 4 + prefixLength;
      }
      i++;
    }
  }
}
