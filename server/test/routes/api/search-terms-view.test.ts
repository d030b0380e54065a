// The search terms of an ad group sorted by any column and filtered by text, clicks and spend,
// on the server, with the paging and the counts following the filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../helpers/audit.js';
import { AUTO_AD_GROUP_ID, smallWorkbook } from '../../helpers/workbooks.js';

interface Page {
  data: {
    search_terms: { customer_search_term: string }[];
    pagination: { total: number; page: number; has_next: boolean; has_previous: boolean };
    counts: { keyword: number; product_targeting: number };
  };
}

// The auto ad group's 7 terms: 'snore term N' (N = i + 1) with 10 + i clicks, spend 1 + 1.25 i and
// sales 4 i, so term 1 has spend and no sales; targets alternate close-match and substitutes.
describe.each(dialects)('GET /api/search-terms/{ad_group_id} sorted and filtered (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    await uploadAndWait(t.app, alice, smallWorkbook());
  });
  afterAll(async () => t?.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/search-terms/${AUTO_AD_GROUP_ID}?${query}`, headers: authHeaders(alice) });
  const terms = async (query: string) => (await get(query)).json<Page>().data.search_terms.map((term) => term.customer_search_term.replace('snore term ', ''));

  it('sorts by any column either way, the paging following the order', async () => {
    expect(await terms('sort=clicks&order=asc')).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await terms('sort=customer_search_term&order=desc&limit=3')).toEqual(['7', '6', '5']);
    expect(await terms('sort=customer_search_term&order=desc&limit=3&offset=3')).toEqual(['4', '3', '2']);
    expect(await terms('sort=impressions&order=desc&limit=2&offset=6')).toEqual(['1']);
    // The same target on two terms: the workbook's order breaks the tie.
    expect(await terms('sort=keyword&order=asc')).toEqual(['1', '3', '5', '7', '2', '4', '6']);
    expect(await terms('')).toEqual(['7', '6', '5', '4', '3', '2', '1']);
  });

  it('ranks spend without sales as the highest ACOS', async () => {
    expect(await terms('sort=acos&order=desc')).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect((await terms('sort=acos&order=asc')).at(-1)).toBe('1');
  });

  it('keeps the terms found by text, in any case, in the search term or the target, with counts and pages of those alone', async () => {
    expect(await terms('q=TERM%203')).toEqual(['3']);
    const close = (await get('q=close&limit=3')).json<Page>();
    expect(close.data.pagination).toEqual({ total: 4, page: 1, has_next: true, has_previous: false });
    expect(close.data.counts).toEqual({ keyword: 0, product_targeting: 4 });
    // LIKE's wildcards are taken as the characters they are.
    expect(await terms('q=%25')).toEqual([]);
    expect(await terms('q=snore_term')).toEqual([]);
    const none = (await get('q=nothing%20like%20it')).json<Page>();
    expect(none.data.pagination.total).toBe(0);
    expect(none.data.counts).toEqual({ keyword: 0, product_targeting: 0 });
  });

  it('keeps the terms with at least the clicks or the spend asked for', async () => {
    expect(await terms('min_clicks=14&sort=clicks&order=asc')).toEqual(['5', '6', '7']);
    expect(await terms('min_spend=5')).toEqual(['7', '6', '5']);
    expect(await terms('min_spend=5&min_clicks=16&q=term')).toEqual(['7']);
  });

  it('refuses an unknown column, order or a negative minimum as every request check does (422), with its reason', async () => {
    const refused = { sort: 'sort=password', order: 'order=sideways', min_clicks: 'min_clicks=-1', min_spend: 'min_spend=abc', q: `q=${'x'.repeat(201)}` };
    for (const [field, query] of Object.entries(refused)) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      const issues = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
      expect(issues.some((issue) => issue.loc.includes(field) && issue.msg.length > 0), query).toBe(true);
    }
  });
});
