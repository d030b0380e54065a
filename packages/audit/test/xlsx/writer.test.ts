import * as XLSX from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import { writeWorkbook, type CellValue } from '@ads-auditor/audit/node';

function readWithSheetJs(bytes: Uint8Array) {
  const book = XLSX.read(bytes, { type: 'buffer', dense: true });
  const rows = (name: string) =>
    XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true });
  return { book, rows };
}

const rows: CellValue[][] = [
  ['Product', 'Entity', 'Spend', 'Enabled'],
  ['Sponsored Products', 'Campaign', 12.5, true],
  ['Sponsored Products', null, 0.1 + 0.2, false],
  ['a & b <c> "d"', '  padded  ', -3e-7, null],
  ['ünïcødé ✓ 日本', 'line\nbreak', 123456789012345, null],
];

describe('writeWorkbook', () => {
  for (const strings of ['inline', 'shared'] as const) {
    test(`writes a workbook SheetJS reads back exactly (${strings} strings)`, () => {
      const bytes = writeWorkbook(
        [
          { name: 'Sponsored Products Campaigns', rows },
          { name: 'Config & more', rows: [['x']], hidden: true },
        ],
        { strings },
      );
      const { book, rows: read } = readWithSheetJs(bytes);
      expect(book.SheetNames).toEqual(['Sponsored Products Campaigns', 'Config & more']);
      expect(read('Sponsored Products Campaigns')).toEqual(rows);
      expect(read('Config & more')).toEqual([['x']]);
      expect(book.Workbook?.Sheets?.[1].Hidden).toBe(1);
    });
  }

  test('writes inline strings the way Amazon (Apache POI) does', () => {
    const bytes = writeWorkbook([{ name: 'S', rows: [['ID', 7]] }]);
    const { book } = readWithSheetJs(bytes);
    expect(book.Sheets.S['!data']?.[0]?.[0]).toMatchObject({ t: 's', v: 'ID' });
    expect(Buffer.from(bytes).includes('sharedStrings')).toBe(false);
  });

  test('keeps sparse cells in their columns', () => {
    const sparse: CellValue[][] = [['A', null, null, 'D'], [], [null, 'x_x0041_y', null, null, 5]];
    const { rows: read } = readWithSheetJs(writeWorkbook([{ name: 'S', rows: sparse }]));
    expect(read('S')).toEqual([
      ['A', null, null, 'D', null],
      [],
      [null, 'x_x0041_y', null, null, 5],
    ]);
  });

  test('writes a multi-megabyte sheet quickly (chunked XML, no quadratic concatenation)', () => {
    const header = Array.from({ length: 53 }, (_, i) => `Column ${i}`);
    function* many() {
      yield header;
      for (let i = 0; i < 4_000; i++) yield header.map((_, c) => (c % 2 ? i * c : `text ${i} ${c}`));
    }
    const bytes = writeWorkbook([{ name: 'Big', rows: many() }]);
    expect(bytes.length).toBeGreaterThan(200_000);
    const { rows: read } = readWithSheetJs(bytes);
    const all = read('Big');
    expect(all.length).toBe(4_001);
    expect(all[4_000][52]).toBe(`text 3999 52`);
    expect(all[4_000][51]).toBe(3_999 * 51);
  });
});
