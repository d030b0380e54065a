// The search terms read in the browser (DecompressionStream inflates) are the very records the
// server stores (node:zlib inflates): compared whole, with the tabs found.
import { describe, expect, test } from 'vitest';
import { buildBulkWorkbook, generateBulkWorkbook } from '../../src/fixtures/index.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { readSearchTermsWith } from '../../src/search-terms/read-search-terms-with.js';
import { browserInflater } from '../../src/xlsx/browser-inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

describe('readSearchTermsWith(browserInflater, ...)', () => {
  test('reads the same search terms and tabs as the node reader', async () => {
    for (const workbook of [generateBulkWorkbook({ campaigns: 40, seed: 3 }), buildBulkWorkbook(SMALL_ACCOUNT, { strings: 'shared' })]) {
      const inBrowser = await readSearchTermsWith(browserInflater, workbook);
      expect(inBrowser.search_terms.length).toBeGreaterThan(0);
      expect(inBrowser).toEqual(await readSearchTerms(workbook));
    }
  });

  test('a workbook without search term tabs has no terms and names its tabs, as on the server', async () => {
    const workbook = buildBulkWorkbook(SMALL_ACCOUNT, { searchTerms: false });
    const inBrowser = await readSearchTermsWith(browserInflater, workbook);
    expect(inBrowser).toMatchObject({ sheets_found: [], search_terms: [] });
    expect(inBrowser.available_sheets.length).toBeGreaterThan(0);
    expect(inBrowser).toEqual(await readSearchTerms(workbook));
  });

  test('a file that is not a workbook fails as on the server', async () => {
    const notZip = new TextEncoder().encode('not a workbook');
    const error = await readSearchTermsWith(browserInflater, notZip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toEqual(await readSearchTerms(notZip).catch((e: unknown) => e));
  });
});
