// Failures the fuzz properties found, kept with their shrunk inputs (property and seed in each title).
import { describe, expect, test } from 'vitest';
import { parseNumber } from '../../src/xlsx/xml-text.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { sheetXmlWorkbook } from '../xlsx/read-helpers.js';
import { readAllRows } from './readers.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('fuzz findings', () => {
  // "numbers in text form", seeds 766874502 and 1836400101: ["Infinity"], ["-Infinity"].
  test('a number cell holding Infinity or an overflowing exponent reads as empty, not as an infinite spend', async () => {
    for (const text of ['Infinity', '-Infinity', '1e999', '-1E400']) {
      const bytes = bytesOf(text);
      expect(parseNumber(bytes, 0, bytes.length), text).toBeNull();
    }
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Spend</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>Infinity</v></c></row><row r="3"><c r="A3"><v>1e999</v></c></row><row r="4"><c r="A4"><v>1e308</v></c></row></sheetData></worksheet>';
    const [read] = await readAllRows(zip(sheetXmlWorkbook(sheet)));
    expect(read.rows).toEqual([['Spend'], [null], [null], [1e308]]);
  });
});
