import { describe, expect, test } from 'vitest';
import { buildBulkWorkbook, generateBulkWorkbook } from '../../src/fixtures/index.js';
import { readSearchTermDigest, readSearchTerms } from '../../src/node/read-search-terms.js';
import { digestSearchTerms } from '../../src/node/search-term-digest.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

describe('readSearchTerms and readSearchTermDigest', () => {
  test('the digest read straight from the workbook is the digest of the records', async () => {
    const workbook = generateBulkWorkbook({ campaigns: 30, seed: 5 });
    const result = await readSearchTerms(workbook);
    expect(result.sheets_found).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    expect(result.search_terms.length).toBeGreaterThan(100);
    const digest = await readSearchTermDigest(workbook);
    expect(digest).toEqual(digestSearchTerms(result));
    expect(digest.count).toBe(result.search_terms.length);
  });

  test('a workbook without search term tabs gives an empty digest with the tabs it has', async () => {
    const digest = await readSearchTermDigest(buildBulkWorkbook(SMALL_ACCOUNT, { searchTerms: false }));
    expect(digest).toMatchObject({ sheets_found: [], count: 0, top_wasted: [], expected_sheets: ['SP Search Term Report', 'SB Search Term Report'] });
    expect(digest.available_sheets).toContain('Sponsored Products Campaigns');
  });
});
