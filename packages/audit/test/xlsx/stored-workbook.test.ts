import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { crc32 as zlibCrc32 } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import { writeStoredWorkbook } from '../../src/index.js';
import type { CellValue } from '../../src/xlsx/types.js';
import { crc32 } from '../../src/xlsx/crc32.js';
import { storedZipCodec, zipWith } from '../../src/xlsx/zip-archive.js';
import { asRows, readAll } from './read-helpers.js';

const rows: CellValue[][] = [
  ['Campaign', 'Spend', 'Note'],
  ['Brand & "Exact"', 12.5, 'line\nbreak ✓ 日本'],
  [' padded ', null, true],
];

/** Compression method of every local file header in a zip. */
function entryMethods(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const methods: number[] = [];
  for (let at = 0; view.getUint32(at, true) === 0x04034b50; ) {
    methods.push(view.getUint16(at + 8, true));
    at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
  }
  return methods;
}

describe('writeStoredWorkbook (browser-safe .xlsx)', () => {
  test('is read back exactly by the engine reader and by SheetJS', async () => {
    const bytes = writeStoredWorkbook([{ name: 'Notes', rows }]);
    const { sheets } = await readAll(bytes);
    expect(asRows(sheets.get('Notes'))).toEqual(rows.map((row) => (row[row.length - 1] === null ? row.slice(0, -1) : row)));
    const book = XLSX.read(bytes, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(book.Sheets.Notes!, { header: 1, raw: true, defval: null })).toEqual(rows);
  });

  test('stores every part uncompressed', () => {
    const methods = entryMethods(writeStoredWorkbook([{ name: 'S', rows }]));
    expect(methods.length).toBeGreaterThanOrEqual(6);
    expect(new Set(methods)).toEqual(new Set([0]));
  });

  test('a stored zip refuses a deflated entry instead of writing a broken one', () => {
    expect(() => zipWith(storedZipCodec, [{ name: 'a', data: 'x', method: 8 }])).toThrow(/cannot compress/);
  });

  test('its module graph imports nothing from node:', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/from ['"]node:/);
      for (const [, path] of source.matchAll(/from '(\.[^']+)\.js'/g)) visit(resolve(dirname(file), `${path}.ts`));
    };
    visit(resolve(import.meta.dirname, '../../src/xlsx/workbook-writer.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });
});

test('crc32 matches zlib', () => {
  const samples = [new Uint8Array(0), new TextEncoder().encode('hello'), Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)];
  for (const sample of samples) expect(crc32(sample)).toBe(zlibCrc32(sample));
});
