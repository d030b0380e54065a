import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import { listSheetNames, type CellValue } from '@ads-auditor/audit/node';
import { readAll } from './read-helpers.js';

// The genuine Amazon download lives beside the repository (../shared), never inside it.
const samplePath = fileURLToPath(new URL('../../../../../shared/samples/zvalves_bulk.xlsx', import.meta.url));
const sampleExists = existsSync(samplePath);

describe.skipIf(!sampleExists)('the genuine Amazon bulk download (zvalves_bulk.xlsx)', () => {
  const bytes = sampleExists ? readFileSync(samplePath) : new Uint8Array(0);

  test('has its 13 sheets in order', () => {
    expect(listSheetNames(bytes)).toEqual([
      'Portfolios', 'Brand Assets Data (Read-only)', 'Sponsored Products Campaigns', 'Config',
      'Sponsored Brands Campaigns', 'SB Multi Ad Group Campaigns', 'Sponsored Display Campaigns',
      'SP Search Term Report', 'SB Search Term Report', 'RAS Campaigns', 'RAS Search Term Report',
      'Budget Rules', 'Sheet12',
    ]);
  });

  test('has the row counts of the genuine download', async () => {
    const { sheets } = await readAll(bytes);
    const dataRows = (name: string) => sheets.get(name)!.rows.length;
    expect(dataRows('Sponsored Products Campaigns')).toBe(628);
    expect(dataRows('Sponsored Brands Campaigns')).toBe(37);
    expect(dataRows('SB Multi Ad Group Campaigns')).toBe(46);
    expect(dataRows('SP Search Term Report')).toBe(1_519);
    expect(dataRows('SB Search Term Report')).toBe(470);
    expect(dataRows('Sponsored Display Campaigns')).toBe(0);
    expect(sheets.get('Sponsored Products Campaigns')!.header).toHaveLength(53);
  });

  test('agrees with SheetJS on every cell of every sheet', async () => {
    const { sheets } = await readAll(bytes);
    const book = XLSX.read(bytes, { type: 'buffer', dense: true });
    for (const name of book.SheetNames) {
      const expected = XLSX.utils.sheet_to_json<CellValue[]>(book.Sheets[name], { header: 1, raw: true, defval: null, blankrows: true });
      const sheet = sheets.get(name)!;
      const width = Math.max(...expected.map((row) => row.length), 0);
      const pad = (cells: CellValue[]) => Array.from({ length: width }, (_, i) => cells[i] ?? null);
      const actual = [sheet.header, ...sheet.rows.map((row) => row.cells)].map(pad);
      expect(actual, name).toEqual(expected.map(pad));
    }
  });
});
