import { describe, expect, test } from 'vitest';
import {
  listSheetNames, listSheetSizes, readWorkbook, writeWorkbook, zip, WorkbookError, type CellValue, type ReadProgress,
} from '@ads-auditor/audit/node';
import { asRows, readAll, sheetXmlWorkbook } from './read-helpers.js';

const header: CellValue[] = ['Product', 'Entity', 'Campaign ID', 'Spend', 'Enabled', 'Note'];
const rows: CellValue[][] = [
  header,
  ['Sponsored Products', 'Campaign', '439333307638946', 1009.19, true, null],
  ['Sponsored Products', 'Keyword', '439333307638947', 8.210000000000001, false, 'a & b < c > "d" \'e\''],
  ['Sponsored Products', null, null, -0.0062, null, '  spaced  '],
  ['ünïcødé ✓ 日本 😀', 'x', '1', 1e21, null, 'line\nbreak\ttab'],
  ['ctrl\u0001char', '_x0041_ literal', null, 123456789012345680000, null, ''],
];

async function expectWorkbookError(promise: Promise<unknown>, code: string, message?: RegExp) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(WorkbookError);
  expect((error as WorkbookError).code).toBe(code);
  if (message) expect((error as WorkbookError).message).toMatch(message);
}

describe('readWorkbook', () => {
  for (const strings of ['inline', 'shared'] as const) {
    test(`reads back every cell type written (${strings} strings)`, async () => {
      const bytes = writeWorkbook([{ name: 'One', rows }, { name: 'Two & more', rows: [['h'], [1]], hidden: true }], { strings });
      const { sheetNames, sheets } = await readAll(bytes);
      expect(sheetNames).toEqual(['One', 'Two & more']);
      expect(asRows(sheets.get('One'))).toEqual(asRows({ header: rows[0], rows: rows.slice(1).map((cells, i) => ({ cells, rowNumber: i + 2 })) }));
      expect(asRows(sheets.get('Two & more'))).toEqual([['h'], [1]]);
      expect(sheets.get('One')!.rows.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    });
  }

  test('lists sheet names without reading sheets', () => {
    const bytes = writeWorkbook([{ name: 'A', rows: [] }, { name: 'B', rows: [['x']] }]);
    expect(listSheetNames(bytes)).toEqual(['A', 'B']);
  });

  test('reads only the sheets selected and keeps sparse cells in their columns', async () => {
    const sparse: CellValue[][] = [['A', null, 'C'], [null, null, null, 'far'], [], ['x']];
    const bytes = writeWorkbook([{ name: 'Skip', rows: [['no']] }, { name: 'Sparse', rows: sparse }]);
    const { sheets } = await readAll(bytes, { only: ['Sparse'] });
    expect([...sheets.keys()]).toEqual(['Sparse']);
    const sheet = sheets.get('Sparse')!;
    expect(sheet.header).toEqual(['A', null, 'C']);
    expect(sheet.rows).toEqual([
      { cells: [null, null, null, 'far'], rowNumber: 2 },
      { cells: [null, null, null], rowNumber: 3 },
      { cells: ['x', null, null], rowNumber: 4 },
    ]);
  });

  test('reads the sheets in the order sheetRank gives (ties in workbook order); sheetNames stays in workbook order', async () => {
    const bytes = writeWorkbook(['First', 'Late', 'Second', 'Third'].map((name) => ({ name, rows: [[name]] })));
    const offered: string[] = [];
    const result = await readWorkbook(bytes, {
      sheetRank: (name) => (name === 'Late' ? 1 : 0),
      selectSheet: (name) => {
        offered.push(name);
        return null;
      },
    });
    expect(offered).toEqual(['First', 'Second', 'Third', 'Late']);
    expect(result.sheetNames).toEqual(['First', 'Late', 'Second', 'Third']);
  });

  test('decodes only the columns the visitor asks for', async () => {
    const bytes = writeWorkbook([{ name: 'S', rows }]);
    const { sheets } = await readAll(bytes, { columns: [1, 3] });
    const sheet = sheets.get('S')!;
    expect(sheet.header).toEqual(header);
    expect(sheet.rows[0].cells).toEqual([null, 'Campaign', null, 1009.19, null, null]);
    expect(sheet.rows[1].cells).toEqual([null, 'Keyword', null, 8.210000000000001, null, null]);
  });

  test('reports progress at the start, every 5,000 rows and at the end of each sheet', async () => {
    const many = function* () {
      yield ['n'];
      for (let i = 0; i < 12_000; i++) yield [i];
    };
    const progress: ReadProgress[] = [];
    const bytes = writeWorkbook([{ name: 'Big', rows: many() }, { name: 'Small', rows: [['h'], [1]] }]);
    await readAll(bytes, { progress });
    expect(progress.map(({ sheet, rowsRead }) => ({ sheet, rowsRead }))).toEqual([
      { sheet: 'Big', rowsRead: 0 },
      { sheet: 'Big', rowsRead: 5_000 },
      { sheet: 'Big', rowsRead: 10_000 },
      { sheet: 'Big', rowsRead: 12_000 },
      { sheet: 'Small', rowsRead: 0 },
      { sheet: 'Small', rowsRead: 1 },
    ]);
    // Inflated bytes grow with the rows and end at the size the zip directory declares.
    const big = progress.filter((p) => p.sheet === 'Big').map((p) => p.bytesRead!);
    expect(big[0]).toBe(0);
    expect(big.at(-1)).toBe(listSheetSizes(bytes).find((s) => s.name === 'Big')!.bytes);
    expect([...big].sort((a, b) => a - b)).toEqual(big);
  });

  test('reads cells without r attributes, self-closing cells and rows, prefixes and entities', async () => {
    const sheet =
      '<?xml version="1.0"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row><x:c t="inlineStr"><x:is><x:t>A</x:t></x:is></x:c><x:c/><x:c t="str"><x:v>C&amp;&#x263A;&#65;</x:v></x:c></x:row>' +
      '<x:row/>' +
      '<x:row r="4" spans="1:3"><x:c r="B4" s="1" t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>' +
      '<x:row><x:c><x:f>1+1</x:f><x:v>2</x:v></x:c><x:c t="inlineStr"><x:is><x:t xml:space="preserve">  keep  </x:t></x:is></x:c><x:c r="D5" t="d"><x:v>2026-01-02</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    const sst =
      '<sst><si><t>zero</t></si><si><r><rPr><color rgb="FF0000"/></rPr><t>ri</t></r><r><t xml:space="preserve">ch </t></r>' +
      '<rPh sb="0" eb="1"><t>PHONETIC</t></rPh></si></sst>';
    const bytes = zip(sheetXmlWorkbook(sheet, [{ name: 'xl/sharedStrings.xml', data: sst }]));
    const { sheets } = await readAll(bytes);
    expect(sheets.get('S')!.header).toEqual(['A', null, 'C&☺A']);
    expect(sheets.get('S')!.rows).toEqual([
      { cells: [null, null, null], rowNumber: 2 },
      { cells: [null, true, null, 'rich '], rowNumber: 4 },
      { cells: [2, '  keep  ', null, '2026-01-02'], rowNumber: 5 },
    ]);
  });

  test('gives an empty header for a sheet without rows or without row 1', async () => {
    const empty = zip(sheetXmlWorkbook('<worksheet><sheetData/></worksheet>'));
    expect((await readAll(empty)).sheets.get('S')).toEqual({ header: [], rows: [] });
    const noHeader = zip(sheetXmlWorkbook('<worksheet><sheetData><row r="2"><c r="A2"><v>5</v></c></row></sheetData></worksheet>'));
    expect((await readAll(noHeader)).sheets.get('S')).toEqual({ header: [], rows: [{ cells: [5], rowNumber: 2 }] });
  });

  test('lets errors thrown by the visitor through unchanged', async () => {
    const bytes = writeWorkbook([{ name: 'S', rows }]);
    const failure = new Error('visitor says no');
    const read = readWorkbook(bytes, {
      selectSheet: () => ({ onHeader: () => undefined, onRow: () => { throw failure; } }),
    });
    await expect(read).rejects.toBe(failure);
  });

  describe('refuses hostile or broken workbooks with a WorkbookError', () => {
    test('a zip bomb: 50 MB of spaces read with a 10 MB cap', async () => {
      const spaces = Buffer.alloc(50 << 20, 32);
      const sheet = [Buffer.from('<worksheet><sheetData>'), spaces, Buffer.from('</sheetData></worksheet>')];
      const entries = sheetXmlWorkbook('');
      entries[3] = { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(sheet) };
      const bytes = zip(entries);
      expect(bytes.length).toBeLessThan(200_000);
      await expectWorkbookError(readAll(bytes, { limits: { maxDecompressedBytes: 10 << 20 } }), 'too_large', /more than 10 MB/);
      // Declared sizes can lie: the cap is also enforced while inflating.
      entries[3] = { ...entries[3], declaredSize: 1000 };
      await expectWorkbookError(readAll(zip(entries), { limits: { maxDecompressedBytes: 10 << 20 } }), 'too_large', /more than 10 MB/);
    });

    test('too many rows', async () => {
      const bytes = writeWorkbook([{ name: 'A', rows: [['h'], [1], [2]] }, { name: 'B', rows: [['h'], [3], [4]] }]);
      await expectWorkbookError(readAll(bytes, { limits: { maxRows: 3 } }), 'too_many_rows', /more than 3 rows/);
      await expect(readAll(bytes, { limits: { maxRows: 4 } })).resolves.toBeTruthy();
    });

    test('a DOCTYPE or ENTITY declaration in a sheet, the SST or the workbook part', async () => {
      const doctype = '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&lol;</t></is></c></row></sheetData></worksheet>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(doctype))), 'forbidden_xml', /not allowed/);
      const inRows = '<worksheet><sheetData><row><c><v>1</v></c></row><!ENTITY x "y"></sheetData></worksheet>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(inRows))), 'forbidden_xml');
      const sst = '<!DOCTYPE sst [<!ENTITY a "aaaa">]><sst><si><t>&a;</t></si></sst>';
      const usesSst = '<worksheet><sheetData><row><c t="s"><v>0</v></c></row></sheetData></worksheet>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(usesSst, [{ name: 'xl/sharedStrings.xml', data: sst }]))), 'forbidden_xml');
      const entries = sheetXmlWorkbook(usesSst);
      entries[1] = { ...entries[1], data: `<!DOCTYPE workbook>${entries[1].data}` };
      expect(() => listSheetNames(zip(entries))).toThrow(WorkbookError);
    });

    test('a file that is not a zip, or a zip that is not a workbook', async () => {
      await expectWorkbookError(readAll(Buffer.from('Product,Entity\nSP,Campaign\n')), 'not_a_zip', /not a valid \.xlsx workbook \(it is not a zip archive\)/);
      await expectWorkbookError(readAll(new Uint8Array(0)), 'not_a_zip');
      await expectWorkbookError(readAll(zip([{ name: 'readme.txt', data: 'hello' }])), 'not_a_workbook');
      const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
      await expectWorkbookError(readAll(ole), 'unsupported_zip', /password-protected/);
    });

    test('truncated, encrypted, or using an unknown compression method', async () => {
      const good = writeWorkbook([{ name: 'S', rows }]);
      await expectWorkbookError(readAll(good.subarray(0, good.length - 30)), 'malformed', /incomplete or damaged/);
      await expectWorkbookError(readAll(good.subarray(0, good.length / 2)), 'malformed');
      const encrypted = sheetXmlWorkbook('<worksheet/>').map((entry) => ({ ...entry, flags: 1 }));
      await expectWorkbookError(readAll(zip(encrypted)), 'unsupported_zip', /encrypted/);
      const lzma = sheetXmlWorkbook('<worksheet/>').map((entry) => ({ ...entry, method: 14 }));
      await expectWorkbookError(readAll(zip(lzma)), 'unsupported_zip', /compression method \(14\)/);
    });

    test('a sheet that is not well-formed, or refers to a missing shared string', async () => {
      const unclosed = '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(unclosed))), 'malformed', /not well-formed/);
      const missing = '<worksheet><sheetData><row><c t="s"><v>7</v></c></row></sheetData></worksheet>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(missing))), 'malformed', /missing/);
      const backwards = '<worksheet><sheetData><row r="3"/><row r="2"/></sheetData></worksheet>';
      await expectWorkbookError(readAll(zip(sheetXmlWorkbook(backwards))), 'malformed');
    });
  });
});
