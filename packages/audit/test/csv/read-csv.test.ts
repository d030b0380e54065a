import { describe, expect, test } from 'vitest';
import { decodeCsvText, detectDelimiter, readCsv } from '../../src/csv/read-csv.js';
import { WorkbookError, type CellValue } from '../../src/xlsx/types.js';

function rowsOf(text: string, maxRows?: number): CellValue[][] {
  const rows: CellValue[][] = [];
  readCsv(text, { onHeader: (h) => void rows.push(h), onRow: (r) => void rows.push(r) }, maxRows ? { maxRows } : {});
  return rows;
}

describe('readCsv', () => {
  test('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'ASIN,Title,Sales\r\nB000000001,"Valve, 1/2"" brass",' + '"$12,905.25"\r\nB000000002,"two\nlines",$94.50\r\n';
    expect(rowsOf(text)).toEqual([
      ['ASIN', 'Title', 'Sales'],
      ['B000000001', 'Valve, 1/2" brass', '$12,905.25'],
      ['B000000002', 'two\nlines', '$94.50'],
    ]);
  });

  test('empty fields are null, blank lines are skipped, a last line without a line end is read', () => {
    expect(rowsOf('a,b,c\n1,,3\n\n4,5,')).toEqual([['a', 'b', 'c'], ['1', null, '3'], ['4', '5', null]]);
  });

  test('detects semicolon and tab delimiters', () => {
    expect(detectDelimiter('ASIN;Titel;"Umsatz; gesamt"\n')).toBe(';');
    expect(detectDelimiter('ASIN\tTitle\tSales\n')).toBe('\t');
    expect(rowsOf('ASIN;Umsatz\nB000000001;"5.255,61 €"\n')[1]).toEqual(['B000000001', '5.255,61 €']);
  });

  test('old Mac line ends (CR only) and text after a closing quote', () => {
    expect(rowsOf('a,b\r1,"x"y\r')).toEqual([['a', 'b'], ['1', 'xy']]);
  });

  test('row numbers are 1-based sheet rows, counting skipped blank lines', () => {
    const numbers: number[] = [];
    readCsv('h\n1\n\n2\n', { onHeader: () => undefined, onRow: (_r, n) => void numbers.push(n) });
    expect(numbers).toEqual([2, 4]);
  });

  test('an unclosed quote is a clear error', () => {
    expect(() => rowsOf('a,b\n"open,2\n')).toThrow(WorkbookError);
    expect(() => rowsOf('a,b\n"open,2\n')).toThrow(/quoted field is never closed/);
  });

  test('refuses more rows than the cap', () => {
    expect(() => rowsOf('a\n1\n2\n3\n', 2)).toThrow(/more than 2 rows/);
  });

  test('an empty file still reports an (empty) header', () => {
    expect(rowsOf('')).toEqual([[]]);
  });
});

describe('decodeCsvText', () => {
  test('drops a UTF-8 BOM and decodes UTF-16 by its BOM', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('ASIN')]);
    expect(decodeCsvText(utf8)).toBe('ASIN');
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0, 0x53, 0]);
    expect(decodeCsvText(utf16)).toBe('AS');
    expect(decodeCsvText(new Uint8Array([0xfe, 0xff, 0, 0x41, 0, 0x53]))).toBe('AS');
    expect(decodeCsvText(new TextEncoder().encode('₹3,05,148.87'))).toBe('₹3,05,148.87');
  });
});
