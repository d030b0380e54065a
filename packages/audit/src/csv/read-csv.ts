/**
 * A small RFC 4180 CSV reader that pushes rows into a SheetVisitor, like the .xlsx reader.
 * Browser-safe. Accepts a UTF-8 (optionally BOM-prefixed) or UTF-16 (BOM) text, CRLF or LF
 * line ends, quoted fields with doubled quotes, and ',' ';' or tab as the delimiter (the one
 * found most often in the first line outside quotes).
 */
import { cellsReader, WorkbookError, type CellValue, type SheetVisitor } from '../xlsx/types.js';

export interface CsvLimits {
  /** Data rows at most; more is refused. */
  maxRows: number;
}

const DEFAULT_CSV_LIMITS: CsvLimits = { maxRows: 1_000_000 };
const QUOTE = '"';

/** Decodes CSV bytes by their byte-order mark (UTF-8 when there is none). */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter used most in the first line, outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === QUOTE) quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** Reads every row of `text`; the first goes to onHeader, the rest to onRow (1-based numbers). */
export function readCsv(text: string, visitor: SheetVisitor, limits: Partial<CsvLimits> = {}): void {
  const { maxRows } = { ...DEFAULT_CSV_LIMITS, ...limits };
  const delimiter = detectDelimiter(text);
  let rowNumber = 0;
  const emit = (row: string[]) => {
    rowNumber++;
    if (row.length === 1 && row[0] === '') return; // a blank line
    const cells: CellValue[] = row.map((field) => (field === '' ? null : field));
    if (rowNumber === 1) {
      visitor.onHeader(cells);
      return;
    }
    if (rowNumber - 1 > maxRows) {
      throw new WorkbookError('too_many_rows', `The file has more than ${maxRows.toLocaleString('en-US')} rows and was refused.`);
    }
    visitor.onRow(cells, rowNumber, cellsReader(cells));
  };

  let row: string[] = [];
  let field = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (ch === QUOTE && field === '') {
      // A quoted field: runs to the next quote not doubled.
      let end = i + 1;
      let value = '';
      for (;;) {
        const close = text.indexOf(QUOTE, end);
        if (close < 0) throw new WorkbookError('malformed', 'This CSV file is damaged: a quoted field is never closed.');
        value += text.slice(end, close);
        if (text[close + 1] === QUOTE) {
          value += QUOTE;
          end = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      field = value;
      // Anything between the closing quote and the delimiter is kept, as spreadsheet programs do.
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
      continue;
    }
    if (ch === delimiter) {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      emit(row);
      row = [];
      field = '';
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      const stop = nextSpecial(text, i, delimiter);
      field += text.slice(i, stop);
      i = stop;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    emit(row);
  }
  if (rowNumber === 0) visitor.onHeader([]);
}

function nextSpecial(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === delimiter || ch === '\n' || ch === '\r') return i;
  }
  return text.length;
}
