import { describe, expect, test } from 'vitest';
import { SheetScanner } from '../../src/xlsx/sheet-scanner.js';
import { TextCache } from '../../src/xlsx/text-cache.js';
import { WorkbookError, type CellValue } from '../../src/xlsx/types.js';

const SHARED = ['zero', 'one'];

/** Rows of `xml` fed to a SheetScanner in chunks of `size` bytes (0 = one chunk). */
function scan(xml: string, size: number, columns?: number[]): CellValue[][] {
  const rows: CellValue[][] = [];
  const scanner = new SheetScanner({
    sheetName: 'S',
    texts: new TextCache(),
    sharedString: (i) => SHARED[i],
    countRow: () => undefined,
    visitor: {
      onHeader: (header) => {
        rows.push([...header]);
        return columns;
      },
      onRow: (cells, rowNumber) => void rows.push([rowNumber, ...cells]),
    },
  });
  const bytes = new TextEncoder().encode(xml);
  const step = size === 0 ? bytes.length : size;
  for (let at = 0; at < bytes.length; at += step) scanner.push(bytes.subarray(at, at + step));
  scanner.finish();
  return rows;
}

const PLAIN =
  '<?xml version="1.0"?><worksheet xmlns="x"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Entity</t></is></c><c r="B1" t="inlineStr"><is><t>Spend</t></is></c><c r="C1" t="inlineStr"><is><t>Note</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>Keyword</t></is></c><c r="B2"><v>12.34</v></c><c r="C2" t="inlineStr"><is><t xml:space="preserve"> a &amp; b </t></is></c></row>' +
  '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3" s="2"><v>-7</v></c><c r="C3" t="inlineStr"><is><t>ünï ✓ 😀</t></is></c></row>' +
  '<row r="4"/>' +
  '<row r="5"><c r="C5" t="b"><v>1</v></c><c r="D5" t="inlineStr"><is><r><t>ri</t></r><r><t>ch</t></r></is></c></row>' +
  '</sheetData></worksheet>';

const EXPECTED: CellValue[][] = [
  ['Entity', 'Spend', 'Note'],
  [2, 'Keyword', 12.34, ' a & b '],
  [3, 'one', -7, 'ünï ✓ 😀'],
  [4, null, null, null],
  [5, null, null, true, 'rich'],
];

describe('SheetScanner', () => {
  test.each([0, 1, 2, 3, 5, 7, 13, 64, 100])('gives the same rows whatever the chunk size (%i)', (size) => {
    expect(scan(PLAIN, size)).toEqual(EXPECTED);
  });

  test('rows cut by chunk boundaries keep only the wanted columns', () => {
    for (const size of [1, 4, 9, 31]) {
      expect(scan(PLAIN, size, [1])).toEqual([EXPECTED[0], [2, null, 12.34, null], [3, null, -7, null], [4, null, null, null], [5, null, null, null]]);
    }
  });

  test('a namespace prefix takes the general path to the same values', () => {
    const prefixed = PLAIN.replace(/<(\/?)(worksheet|sheetData|row|c|v|is|t|r)([ >/])/g, '<$1x:$2$3');
    expect(prefixed).toContain('<x:c r="B2"><x:v>12.34</x:v></x:c>');
    for (const size of [0, 3, 17]) expect(scan(prefixed, size)).toEqual(EXPECTED);
  });

  test.each([1, 2, 3, 8])('refuses a DOCTYPE however it is cut (%i-byte chunks)', (size) => {
    const xml = PLAIN.replace('<worksheet', '<!DOCTYPE worksheet [<!ENTITY e "x">]><worksheet');
    expect(() => scan(xml, size)).toThrow(WorkbookError);
  });
});
