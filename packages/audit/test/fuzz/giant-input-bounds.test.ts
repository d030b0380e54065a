// Bounds found missing or slow by the giant-input benchmark (bench/giant), tested with small inputs.
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { InflateBudget, PART_TOO_LARGE_MESSAGE } from '../../src/xlsx/inflater.js';
import { nodeInflater } from '../../src/xlsx/node-inflater.js';
import { ROW_TOO_LARGE_MESSAGE, SheetScanner } from '../../src/xlsx/sheet-scanner.js';
import { TextCache } from '../../src/xlsx/text-cache.js';
import { WorkbookError, type CellValue } from '../../src/xlsx/types.js';
import { MAX_CELL_TEXT_BYTES } from '../../src/xlsx/xml-text.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { sheetXmlWorkbook } from '../xlsx/read-helpers.js';
import { readAllRows } from './readers.js';

const utf8 = new TextEncoder();
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>Campaign ID</t></is></c></row>';
const sheetWithCell = (text: string) => `<worksheet><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;

/** Rows of `xml` pushed to a scanner in `chunk`-byte pieces, with a row cap of `maxRowBytes`. */
function scanRows(xml: string, chunk: number, maxRowBytes: number): CellValue[][] {
  const rows: CellValue[][] = [];
  const scanner = new SheetScanner({
    sheetName: 'S',
    texts: new TextCache(),
    sharedString: () => '',
    countRow: () => undefined,
    maxRowBytes,
    visitor: { onHeader: (header) => void rows.push([...header]), onRow: (cells) => void rows.push([...cells]) },
  });
  const bytes = utf8.encode(xml);
  for (let at = 0; at < bytes.length; at += chunk) scanner.push(bytes.subarray(at, at + chunk));
  scanner.finish();
  return rows;
}

describe('giant inputs are refused early with a clear message', () => {
  // bench/giant "one 500 MB inline string": 15.9 s and "not well-formed XML"; now under 1 s and this message.
  test('a row larger than the cap is refused as too large, however many chunks it spans', () => {
    const row = 'a'.repeat(5_000);
    expect(() => scanRows(sheetWithCell(row), 100, 2_000)).toThrow(new WorkbookError('too_large', ROW_TOO_LARGE_MESSAGE));
    // Under the cap, a row carried over many chunks reads whole, and so do the rows around it.
    const xml = sheetWithCell(row).replace('</sheetData>', '<row r="3"><c r="A3"><v>7</v></c></row></sheetData>');
    expect(scanRows(xml, 100, 10_000)).toEqual([['Campaign ID'], [row], [7]]);
  });

  test('a cell with more text than any spreadsheet cell holds is refused before it is decoded', async () => {
    const bytes = zip(sheetXmlWorkbook(sheetWithCell('b'.repeat(MAX_CELL_TEXT_BYTES + 1))));
    await expect(readAllRows(bytes, { maxDecompressedBytes: 8 << 20, maxRows: 10 })).rejects.toMatchObject({ code: 'too_large', message: expect.stringContaining('32,767 characters') });
  });

  // Found with it: escaped text over ~120 KB overflowed String.fromCharCode.apply ("damaged" instead of the text).
  test("a full cell (32,767 characters) of escaped '&' reads back", async () => {
    const text = '&'.repeat(32_767);
    const [read] = await readAllRows(zip(sheetXmlWorkbook(sheetWithCell('&amp;'.repeat(32_767)))));
    expect(read.rows[1]).toEqual([text]);
  });

  // bench/giant "one 500 MB shared string": the table was inflated whole (500 MB) before any check.
  test('a part read whole is capped on its own: by its declared size, and while inflating when the size lies', async () => {
    const noise = randomBytes(300_000); // incompressible, so a 300 MB declared size has a plausible ratio
    const declared = { name: 'xl/sharedStrings.xml', data: noise, declaredSize: 300 << 20 };
    const sheet = `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`;
    await expect(readAllRows(zip(sheetXmlWorkbook(sheet, [declared])), { maxDecompressedBytes: 1 << 30, maxRows: 10 })).rejects.toThrow(PART_TOO_LARGE_MESSAGE);
    const bomb = deflateRawSync(Buffer.alloc(20_000, 0x20));
    expect(() => nodeInflater.inflateSync(bomb, new InflateBudget(1 << 20), 5_000)).toThrow(new WorkbookError('too_large', PART_TOO_LARGE_MESSAGE));
    expect(nodeInflater.inflateSync(bomb, new InflateBudget(1 << 20), 20_000)).toHaveLength(20_000);
  });
});
