// A page of search terms made in the browser (the engine's pageSearchTerms over the workbook's
// terms read in memory) is the page the API serves from the database: the same terms in the
// same order, the same paging and counts, for every sort either way, the filters and the pages.
import {
  adGroupDefaultBids, fillDefaultBids, noSearchTermSheetsAnswer, pageSearchTerms, SEARCH_TERM_SORTS,
  type SearchTermPageQuery, type SearchTermRecord,
} from '@ads-auditor/audit';
import { buildBulkWorkbook, generateBulkWorkbook, type BulkFixture, type FixtureCounts } from '@ads-auditor/audit/fixtures';
import { auditBulkWorkbook, readSearchTerms } from '@ads-auditor/audit/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { workbookWithoutSearchTerms } from '../../../helpers/workbooks.js';

const m = (impressions: number, clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({ impressions, clicks, spend, sales, orders });
const MIXED_GROUP = '291111111111111';

/**
 * Terms that tell orders apart: letters in both cases, characters beyond ASCII (lower case only:
 * PostgreSQL's lower() changes É where SQLite's does not), LIKE's wildcards, equal figures (ties),
 * spend without sales, and keywords and targets with and without a bid of their own.
 */
const MIXED_ACCOUNT: BulkFixture = {
  campaigns: [{
    id: '191111111111111',
    name: 'SP Mixed',
    biddingStrategy: 'Fixed bid',
    adGroups: [{
      id: MIXED_GROUP,
      name: 'Mixed group',
      defaultBid: 0.75,
      products: [{ asin: 'B000000001' }],
      keywords: [
        { text: 'Snore Stopper', matchType: 'Exact', bid: 1.2, metrics: m(900, 40, 30, 90, 3) },
        { text: 'anti snore', matchType: 'Phrase', metrics: m(300, 5, 4.45, 0, 0) },
        { text: 'ZZ strip', matchType: 'Broad', bid: 0.3, metrics: m(100, 2, 2, 0, 0) },
      ],
      targets: [{ expression: 'asin="B0ABCDEFGH"', metrics: m(100, 2, 1.9, 25, 1) }],
      searchTerms: [
        { term: 'snore', keyword: 'Snore Stopper', metrics: m(50, 5, 6, 40, 2) },
        { term: 'Snore', keyword: 'anti snore', metrics: m(50, 5, 6, 0, 0) },
        { term: 'été snore', keyword: 'ZZ strip', metrics: m(10, 1, 0.5, 3, 1) },
        { term: '😀 snore', target: 'asin="B0ABCDEFGH"', metrics: m(10, 0, 0, 0, 0) },
        { term: '\uff5e wave', target: 'asin="B0ABCDEFGH"', metrics: m(10, 1, 0.5, 0, 0) },
        { term: 'apple_pie 100%', keyword: 'anti snore', metrics: m(70, 7, 2.2, 8.8, 1) },
        { term: 'APPLE PIE', keyword: 'Snore Stopper', metrics: m(70, 7, 2.2, 0, 0) },
        { term: 'zz', keyword: 'ZZ strip', metrics: m(0, 0, 0, 0, 0) },
      ],
    }],
  }],
};

/** The views compared: the default, every sort either way, the filters and the paging. */
function views(): Partial<SearchTermPageQuery>[] {
  const sorts = SEARCH_TERM_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => ({ sort, order, limit: 10 })));
  return [
    {}, ...sorts,
    { q: 'snore' }, { q: ' SNORE ' }, { q: 'asin' }, { q: 'set', sort: 'customer_search_term', order: 'asc' }, { q: '%' }, { q: 'apple_pie' }, { q: 'é' },
    { min_clicks: 5 }, { min_spend: 1.5 }, { min_spend: 2.2, min_clicks: 7, q: 'pie' },
    { limit: 3, offset: 3 }, { limit: 3, offset: 3, sort: 'keyword', order: 'desc' }, { limit: 5, offset: 500 },
  ];
}

function queryString(view: Partial<SearchTermPageQuery>): string {
  return new URLSearchParams(Object.entries(view).map(([key, value]): [string, string] => [key, String(value)])).toString();
}

/** The workbook's terms as the browser holds them: read, then the audit's default bids filled in. */
async function termsInMemory(bytes: Uint8Array): Promise<SearchTermRecord[]> {
  const { search_terms } = await readSearchTerms(bytes);
  fillDefaultBids(search_terms, adGroupDefaultBids((await auditBulkWorkbook(bytes)).campaigns));
  return search_terms;
}

/** The ad groups compared: the mixed one, the busiest, one whose terms take default bids, a Sponsored Brands one. */
function adGroupsOf(terms: SearchTermRecord[]): string[] {
  const count = (keep: (t: SearchTermRecord) => boolean) => {
    const counts = new Map<string, number>();
    for (const t of terms) if (keep(t)) counts.set(t.ad_group_id, (counts.get(t.ad_group_id) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  const chosen = [count(() => true), count((t) => t.bid_is_default), count((t) => t.campaign_type === 'SB')];
  expect(chosen.every(Boolean), 'the generated account has default bids and Sponsored Brands terms').toBe(true);
  return chosen as string[];
}

describe.each(dialects)('a page of search terms made in memory equals the API’s (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const get = async (adGroupId: string, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search-terms/${adGroupId}?${query}`, headers: authHeaders(alice) });
    expect(response.statusCode, query).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it.each([
    ['a generated account', () => generateBulkWorkbook({ campaigns: 30, seed: 5 }), (terms: SearchTermRecord[]) => adGroupsOf(terms)],
    ['terms with mixed case, symbols and ties', () => buildBulkWorkbook(MIXED_ACCOUNT), () => [MIXED_GROUP]],
  ])('%s: every view of each ad group', async (_name, workbook, adGroups) => {
    const bytes = workbook();
    const { searchTerms } = await uploadAndWait(t.app, alice, bytes);
    expect(searchTerms.status).toBe('completed');
    const terms = await termsInMemory(bytes);
    for (const adGroupId of adGroups(terms)) {
      for (const view of views()) {
        const query = { limit: 50, offset: 0, ...view };
        const local = JSON.parse(JSON.stringify(pageSearchTerms(terms, adGroupId, query))) as unknown;
        expect((await get(adGroupId, queryString(view))).data, `${adGroupId} ${queryString(view)}`).toEqual(local);
      }
      const all = pageSearchTerms(terms, adGroupId, { limit: 500, offset: 0 });
      expect(all.search_terms.length, adGroupId).toBeGreaterThan(3);
    }
  }, 60_000);

  it('a workbook without search term tabs: the same no-sheets answer', async () => {
    const bytes = workbookWithoutSearchTerms();
    await uploadAndWait(t.app, alice, bytes);
    expect(await get('211111111111111', '')).toEqual(noSearchTermSheetsAnswer(await readSearchTerms(bytes)));
  });
});
