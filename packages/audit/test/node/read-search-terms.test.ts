import { describe, expect, test } from 'vitest';
import { buildBulkWorkbook, generateBulkWorkbook } from '../../src/fixtures/index.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readSearchTermDigest, readSearchTerms } from '../../src/node/read-search-terms.js';
import { digestSearchTerms } from '../../src/node/search-term-digest.js';
import { adGroupDefaultBids, fillDefaultBids } from '../../src/search-terms/ad-group-default-bids.js';
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

  test("a term without a bid of its own is read as such; the audit's default bid of its ad group fills it, marked as the default", async () => {
    const account = { campaigns: SMALL_ACCOUNT.campaigns.map((c) => ({ ...c, adGroups: c.adGroups.map((g) => ({ ...g, defaultBid: 0.65 })) })) };
    for (const strings of ['inline', 'shared'] as const) {
      const workbook = buildBulkWorkbook(account, { strings });
      const { search_terms } = await readSearchTerms(workbook);
      const inherited = () => search_terms.find((t) => t.expression === 'substitutes');
      expect(inherited(), strings).toMatchObject({ customer_search_term: 'snore stopper', bid: null, bid_is_default: false });
      fillDefaultBids(search_terms, adGroupDefaultBids((await auditBulkWorkbook(workbook)).campaigns));
      expect(inherited(), strings).toMatchObject({ customer_search_term: 'snore stopper', bid: 0.65, bid_is_default: true });
      const own = search_terms.find((t) => t.expression === 'close-match');
      expect(own, strings).toMatchObject({ bid: 0.8, bid_is_default: false });
    }
  });

  test('a workbook without search term tabs gives an empty digest with the tabs it has', async () => {
    const digest = await readSearchTermDigest(buildBulkWorkbook(SMALL_ACCOUNT, { searchTerms: false }));
    expect(digest).toMatchObject({ sheets_found: [], count: 0, top_wasted: [], expected_sheets: ['SP Search Term Report', 'SB Search Term Report'] });
    expect(digest.available_sheets).toContain('Sponsored Products Campaigns');
  });
});
