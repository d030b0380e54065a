/** Properties of the .xlsx reader: the XML cell scanner, the whole reader, and the bulk audit on damaged workbooks. */
import { deepStrictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import { SheetScanner } from '../../src/xlsx/sheet-scanner.js';
import { TextCache } from '../../src/xlsx/text-cache.js';
import type { CellValue, SheetVisitor } from '../../src/xlsx/types.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { parseNumber } from '../../src/xlsx/xml-text.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { BULK_SEEDS, bulkEntries } from './corpus.js';
import { fuzzProperty } from './fuzz-property.js';
import { applyMutation, mutationArbitrary } from './mutations.js';
import { deterministicOutcome, outcomeOf } from './outcome.js';
import { auditBulk, readAllRows } from './readers.js';
import { sheetArbitrary, trimmed, type GeneratedSheet } from './sheet-xml.js';
import { sheetXmlWorkbook } from '../xlsx/read-helpers.js';

const utf8 = new TextEncoder();

/** How the visitor asks for columns: all of them, some decoded, or some read on demand. */
type Want = { mode: 'all' } | { mode: 'decode' | 'on-demand'; columns: number[] };

const wantArbitrary: fc.Arbitrary<Want> = fc.oneof(
  fc.constant({ mode: 'all' as const }),
  fc.record({ mode: fc.constantFrom('decode' as const, 'on-demand' as const), columns: fc.uniqueArray(fc.nat({ max: 40 }), { maxLength: 6 }) }),
);

/** The rows a visitor with `want` should see (columns it did not ask for are null). */
function expectedRows(sheet: GeneratedSheet, want: Want): Map<number, CellValue[]> {
  const rows = new Map<number, CellValue[]>();
  if (!sheet.expected.has(1)) rows.set(1, []);
  for (const [rowNumber, cells] of sheet.expected) {
    const keep = rowNumber === 1 || want.mode === 'all' ? cells : cells.map((cell, i) => (want.columns.includes(i) ? cell : null));
    rows.set(rowNumber, trimmed(keep));
  }
  return rows;
}

/** Scans the sheet XML cut into pieces at `cuts` (fractions of its length), as inflated chunks arrive. */
function scanInPieces(sheet: GeneratedSheet, cuts: number[], want: Want): Map<number, CellValue[]> {
  const rows = new Map<number, CellValue[]>();
  const visitor: SheetVisitor = {
    readsOnDemand: want.mode === 'on-demand',
    onHeader(header) {
      rows.set(1, trimmed(header));
      return want.mode === 'all' ? undefined : want.columns;
    },
    onRow(cells, rowNumber, row) {
      const values = want.mode === 'on-demand' ? Array.from({ length: 41 }, (_, i) => (want.columns.includes(i) ? row.value(i) : null)) : [...cells];
      rows.set(rowNumber, trimmed(values));
    },
  };
  const scanner = new SheetScanner({ sheetName: 'S', texts: new TextCache(), visitor, sharedString: (i) => sheet.sharedTexts[i], countRow: () => undefined });
  const bytes = utf8.encode(sheet.sheetXml);
  const points = [...new Set(cuts.map((f) => Math.floor(f * bytes.length)))].sort((a, b) => a - b);
  let from = 0;
  for (const at of [...points, bytes.length]) {
    scanner.push(bytes.subarray(from, at));
    from = at;
  }
  scanner.finish();
  return rows;
}

const cellValue: fc.Arbitrary<CellValue> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('&', '<', '_', 'x', '0', '1', 'D', ' ', '\r', '\n', '\u0001', '\uffff'), maxLength: 20 }),
  // Spreadsheets have no negative zero: the writer writes -0 as 0.
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  fc.boolean(),
  fc.constant(null),
);

/** Plain decimal and scientific number texts, and texts that are not numbers at all. */
const numberText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => n.toExponential()),
  fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', 'e', 'E', ' '), maxLength: 30 }),
  fc.string({ maxLength: 12 }),
);

export const xlsxProperties = [
  fuzzProperty(
    'cell scanner: any cell shapes, cut into any chunks, read as written',
    200,
    fc.asyncProperty(sheetArbitrary, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), wantArbitrary, async (sheet, cuts, want) => {
      deepStrictEqual(scanInPieces(sheet, cuts, want), expectedRows(sheet, want));
    }),
  ),

  fuzzProperty(
    'xlsx reader: generated sheets (stored or deflated, shared strings) read as written',
    80,
    fc.asyncProperty(sheetArbitrary, fc.constantFrom(0, 8), async (sheet, method) => {
      const bytes = zip(sheetXmlWorkbook(sheet.sheetXml, [{ name: 'xl/sharedStrings.xml', data: sheet.sharedStringsXml }]).map((e) => ({ ...e, method })));
      const [read] = await readAllRows(bytes);
      const actual = new Map<number, CellValue[]>();
      const expected = expectedRows(sheet, { mode: 'all' });
      // readAllRows keeps the header then the data rows in order: number them as the expectation does.
      const numbers = [...expected.keys()];
      read.rows.forEach((cells, i) => actual.set(numbers[i], trimmed(cells)));
      deepStrictEqual(actual, expected);
    }),
  ),

  fuzzProperty(
    'xlsx writer and reader: any cell values round-trip (inline and shared strings)',
    80,
    fc.asyncProperty(fc.array(fc.array(cellValue, { maxLength: 6 }), { minLength: 1, maxLength: 8 }), fc.constantFrom('inline' as const, 'shared' as const), async (rows, strings) => {
      const [read] = await readAllRows(writeWorkbook([{ name: 'S', rows }], { strings }));
      deepStrictEqual(read.rows.map(trimmed), rows.map(trimmed));
    }),
  ),

  fuzzProperty(
    'numbers in text form: a finite number when the text is one, else null',
    300,
    fc.asyncProperty(numberText, async (text) => {
      const bytes = utf8.encode(text);
      const value = parseNumber(bytes, 0, bytes.length);
      const meant = Number(text);
      if (value !== null && !Number.isFinite(value)) throw new Error(`${JSON.stringify(text)} read as ${value}`);
      if (/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) && Number.isFinite(meant)) deepStrictEqual(value, meant);
    }),
  ),

  fuzzProperty(
    'bulk audit: damaged real workbooks end in a readable WorkbookError or AuditError, the same twice, within the memory cap',
    60,
    fc.asyncProperty(fc.constantFrom(...BULK_SEEDS), fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), async (seed, mutations) => {
      const bytes = mutations.reduce(applyMutation, seed.bytes);
      await deterministicOutcome(() => auditBulk(bytes));
    }),
  ),

  fuzzProperty(
    'bulk audit: the same parts shuffled and recompressed give the same audit',
    20,
    fc.asyncProperty(fc.constantFrom('inline' as const, 'shared' as const), fc.infiniteStream(fc.nat()), fc.constantFrom(0, 1, 6, 9), async (strings, order, level) => {
      const entries = bulkEntries(strings);
      const keys = entries.map(() => order.next().value as number);
      const shuffled = entries.map((entry, i) => ({ entry, key: keys[i] })).sort((a, b) => a.key - b.key).map(({ entry }, i) => ({ ...entry, method: (keys[i] ?? 0) % 3 === 0 ? 0 : 8, level }));
      deepStrictEqual(await outcomeOf(() => auditBulk(zip(shuffled))), await outcomeOf(() => auditBulk(zip(entries))));
    }),
  ),
];
