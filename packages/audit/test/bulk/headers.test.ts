import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { describe, expect, test } from 'vitest';
import {
  OTHER_TABS,
  SB_LEGACY_HEADERS,
  SB_MULTI_HEADERS,
  SB_SEARCH_TERM_HEADERS,
  SD_HEADERS,
  SP_HEADERS,
  SP_SEARCH_TERM_HEADERS,
} from '../../src/bulk/headers.js';

const TABS: [string, string[]][] = [
  ['Sponsored Products Campaigns', SP_HEADERS],
  ['Sponsored Brands Campaigns', SB_LEGACY_HEADERS],
  ['SB Multi Ad Group Campaigns', SB_MULTI_HEADERS],
  ['Sponsored Display Campaigns', SD_HEADERS],
  ['SP Search Term Report', SP_SEARCH_TERM_HEADERS],
  ['SB Search Term Report', SB_SEARCH_TERM_HEADERS],
  ...OTHER_TABS.map((t): [string, string[]] => [t.name, t.headers]),
];

const SAMPLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..', '..', 'shared', 'samples', 'zvalves_bulk.xlsx');

describe('bulk tab headers', () => {
  test('column counts of the 2026 US download', () => {
    expect(Object.fromEntries(TABS.map(([name, h]) => [name, h.length]))).toEqual({
      'Sponsored Products Campaigns': 53,
      'Sponsored Brands Campaigns': 51,
      'SB Multi Ad Group Campaigns': 73,
      'Sponsored Display Campaigns': 47,
      'SP Search Term Report': 27,
      'SB Search Term Report': 25,
      Portfolios: 12,
      'Brand Assets Data (Read-only)': 2,
      Config: 2,
      'RAS Campaigns': 43,
      'RAS Search Term Report': 29,
      'Budget Rules': 33,
      Sheet12: 2,
    });
  });

  test.skipIf(!existsSync(SAMPLE))('every header row equals the genuine download, column for column', () => {
    const wb = XLSX.read(readFileSync(SAMPLE));
    expect(wb.SheetNames.filter((n) => n !== 'Config')).toEqual(
      ['Portfolios', 'Brand Assets Data (Read-only)', ...TABS.slice(0, 6).map(([n]) => n), 'RAS Campaigns', 'RAS Search Term Report', 'Budget Rules', 'Sheet12'],
    );
    for (const [name, headers] of TABS) {
      if (name === 'Config') continue; // a dictionary, not a header row
      const [first] = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[name], { header: 1 });
      expect(first, name).toEqual(headers);
    }
  });
});
