import { describe, expect, test } from 'vitest';
import { CellScanner, DECODE, ON_DEMAND } from '../../src/xlsx/cell-scanner.js';
import { RowCells } from '../../src/xlsx/row-cells.js';
import { TextCache } from '../../src/xlsx/text-cache.js';
import { WorkbookError } from '../../src/xlsx/types.js';

const encode = (text: string) => new TextEncoder().encode(text);

const source = { sharedString: (i: number) => `shared ${i}` };

/** Scans `cellsXml` (a row's content) into a RowCells of width 4. */
function scan(cellsXml: string, wanted: number[] | null, prefix: string, want = DECODE): RowCells {
  const texts = new TextCache();
  const scanner = new CellScanner(encode(prefix), source, texts);
  const row = new RowCells(source, texts);
  row.setWidth(4);
  const bytes = encode(`${cellsXml}</${prefix}row><row>`);
  const mask = wanted === null ? null : Uint8Array.from({ length: 4 }, (_, i) => (wanted.includes(i) ? want : 0));
  const end = scanner.scanCells(bytes, 0, bytes.length - 5, row, mask);
  expect(new TextDecoder().decode(bytes.subarray(end))).toBe('<row>');
  return row;
}

/** Values of the cells in `cellsXml` (a row's content), as the scanner stores them. */
function scanRow(cellsXml: string, wanted: number[] | null = null, prefix = ''): unknown[] {
  return [...scan(cellsXml, wanted, prefix).cells];
}

describe('CellScanner', () => {
  test('reads the shapes Excel and Apache POI write', () => {
    expect(scanRow('<c r="A2" t="inlineStr"><is><t>Keyword</t></is></c><c r="B2"><v>1.5</v></c><c r="C2" t="s"><v>3</v></c>'))
      .toEqual(['Keyword', 1.5, 'shared 3', null]);
  });

  test('reads other attribute orders, quotes, formulas, rich text and empty values', () => {
    const cells =
      `<c s="1" t="inlineStr" r="A2"><is><r><t>a</t></r><r><t xml:space="preserve"> b</t></r></is></c>` +
      `<c r='B2' t='str'><f>X</f><v>txt</v></c><c r="C2"><v></v></c><c r="D2" t="inlineStr"><is/></c>`;
    expect(scanRow(cells)).toEqual(['a b', 'txt', null, '']);
  });

  test('cells without r follow the previous one; self-closing cells take their place', () => {
    expect(scanRow('<c r="B2"/><c><v>2</v></c><c t="b"><v>0</v></c>')).toEqual([null, null, 2, false]);
  });

  test('decodes only the wanted columns', () => {
    const cells = '<c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="B2"><v>2</v></c><c r="C2" t="e"><v>#N/A</v></c><c r="D2" t="inlineStr"><is><t>y</t></is></c>';
    expect(scanRow(cells, [1, 3])).toEqual([null, 2, null, 'y']);
  });

  test('on-demand columns are only located: RowCells decodes them when they are read', () => {
    const cells = '<c r="A2" t="inlineStr"><is><t>x</t></is></c><c r="B2"><v>2</v></c><c r="C2" t="s"><v>7</v></c><c r="D2" t="inlineStr"><is><r><t>rich</t></r></is></c>';
    const row = scan(cells, [0, 1, 2, 3], '', ON_DEMAND);
    // Plain cells wait to be read; the rich-text cell takes the general path and is decoded at once.
    expect(row.cells).toEqual([null, null, null, 'rich']);
    expect([0, 1, 2, 3, 4].map((c) => row.value(c))).toEqual(['x', 2, 'shared 7', 'rich', null]);
  });

  test('a prefix goes through the general path to the same values', () => {
    const cells = '<x:c r="A2" t="inlineStr"><x:is><x:t>Keyword</x:t></x:is></x:c><x:c r="B2"><x:v>1.5</x:v></x:c>';
    expect(scanRow(cells, null, 'x:')).toEqual(['Keyword', 1.5, null, null]);
  });

  test('a row that does not end before the limit is damaged', () => {
    expect(() => scanRow('<c r="A2"><v>1</v>')).toThrow(WorkbookError);
    expect(() => scanRow('<c r="A2" t="inlineStr"><is><t>open')).toThrow(WorkbookError);
  });
});
