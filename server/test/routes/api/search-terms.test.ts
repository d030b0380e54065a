import fs from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchTermSchema } from '../../../src/routes/api/audit-schemas.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, type StartedUpload } from '../../helpers/audit.js';
import { getResult } from '../../helpers/results.js';
import {
  AUTO_AD_GROUP_ID, EXACT_AD_GROUP_ID, SB_AD_GROUP_ID, sharedSamplePath, smallWorkbook, workbookWithoutSearchTerms,
} from '../../helpers/workbooks.js';

interface SearchTerm {
  id: string;
  type: string;
  customer_search_term: string;
  text: string | null;
  expression: string | null;
  match_type: string | null;
  bid: number | null;
  bid_is_default: boolean;
  state: string;
  metrics: { spend: number; impressions: number; clicks: number; click_through_rate: number; acos: number; cpc: number; roas: number };
}

interface Page {
  status: 'success';
  data: {
    search_terms: SearchTerm[];
    pagination: { total: number; page: number; has_next: boolean; has_previous: boolean };
    counts: { keyword: number; product_targeting: number };
  };
}

const EXPECTED_HEADER = JSON.stringify(['SP Search Term Report', 'SB Search Term Report']);

describe.each(dialects)('GET /api/search-terms/{ad_group_id} (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let upload: StartedUpload;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    upload = (await uploadAndWait(t.app, alice, smallWorkbook())).started;
  });
  afterAll(async () => t?.close());

  const get = (user: SignedInUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? authHeaders(user) : {} });

  // Only the missing-sheet answer carries them: a client shows them as advice to download the file again.
  const expectNoSheetHeaders = (response: { headers: Record<string, unknown> }) => {
    for (const name of ['x-available-sheets', 'x-expected-sheets', 'x-instructions']) expect(response.headers[name], name).toBeUndefined();
  };

  it('answers a page of an ad group, most spend first, with the fields of a search term and the pagination', async () => {
    const response = await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?limit=3&offset=0`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.status).toBe('success');
    expect(page.data.pagination).toEqual({ total: 7, page: 1, has_next: true, has_previous: false });
    expect(page.data.search_terms.map((term) => term.customer_search_term)).toEqual(['snore term 7', 'snore term 6', 'snore term 5']);
    const top = page.data.search_terms[0];
    expect(top).toMatchObject({ type: 'product_targeting', expression: 'close-match', text: null, state: 'enabled' });
    expect(top.metrics).toMatchObject({ impressions: 106, clicks: 16, spend: 8.5, click_through_rate: (16 / 106) * 100, cpc: 8.5 / 16 });
    for (const term of page.data.search_terms) expect(Value.Check(SearchTermSchema, term)).toBe(true);
  });

  it('counts the whole ad group by type with every page, not the page shown', async () => {
    const first = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?limit=3&offset=0`)).json<Page>();
    expect(first.data.counts).toEqual({ keyword: 0, product_targeting: 7 });
    const beyond = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?limit=3&offset=30`)).json<Page>();
    expect(beyond.data.counts).toEqual({ keyword: 0, product_targeting: 7 });
    const exact = (await get(alice, `/api/search-terms/${EXACT_AD_GROUP_ID}`)).json<Page>();
    expect(exact.data.counts).toEqual({ keyword: 1, product_targeting: 0 });
    const unknown = (await get(alice, '/api/search-terms/999')).json<Page>();
    expect(unknown.data.counts).toEqual({ keyword: 0, product_targeting: 0 });
  });

  it("gives a target without a bid of its own its ad group's default bid, marked as the default", async () => {
    const page = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}`)).json<Page>();
    // The auto group's 'substitutes' target has no bid; its ad group's default bid is the fixture's 0.5.
    const byTarget = (expression: string) => page.data.search_terms.filter((term) => term.expression === expression).map((term) => [term.bid, term.bid_is_default]);
    expect(byTarget('substitutes')).toEqual([[0.5, true], [0.5, true], [0.5, true]]);
    expect(byTarget('close-match')).toEqual([[0.8, false], [0.8, false], [0.8, false], [0.8, false]]);
    for (const term of page.data.search_terms) expect(Value.Check(SearchTermSchema, term)).toBe(true);
  });

  it('leaves the bid unknown for an upload stored before the default bids were (no map)', async () => {
    const frank = await signUpAndLogin(t.app);
    const { started } = await uploadAndWait(t.app, frank, smallWorkbook());
    await t.app.db.updateTable('uploads').set({ ad_group_default_bids: null }).where('id', '=', started.upload_id).execute();
    const page = (await get(frank, `/api/search-terms/${AUTO_AD_GROUP_ID}`)).json<Page>();
    expect(page.data.pagination.total).toBe(7);
    const substitutes = page.data.search_terms.filter((term) => term.expression === 'substitutes');
    expect(substitutes.map((term) => [term.bid, term.bid_is_default])).toEqual([[null, false], [null, false], [null, false]]);
  });

  const samplePath = sharedSamplePath();
  it.runIf(samplePath !== undefined)('on the shared Amazon sample, no SP search term keeps a null bid where its ad group has a default bid', async () => {
    const erin = await signUpAndLogin(t.app);
    const { searchTerms } = await uploadAndWait(t.app, erin, new Uint8Array(fs.readFileSync(samplePath!)), 'zvalves_bulk.xlsx');
    expect(searchTerms.status).toBe('completed');
    const { result } = await getResult(t.app, erin, '/api/bulk/campaigns');
    const groups = result!.campaigns.filter((c) => c.type_code === 'SP').flatMap((c) => c.ad_groups).filter((g) => g.default_bid !== null);
    expect(groups.length).toBeGreaterThan(0);
    let inherited = 0;
    const allTerms = async (adGroupId: string): Promise<SearchTerm[]> => {
      const terms: SearchTerm[] = [];
      for (let more = true; more; ) {
        const page = (await get(erin, `/api/search-terms/${adGroupId}?limit=500&offset=${terms.length}`)).json<Page>();
        terms.push(...page.data.search_terms);
        more = page.data.pagination.has_next;
      }
      return terms;
    };
    for (const group of groups) {
      const terms = await allTerms(group.id);
      expect(terms.filter((term) => term.bid === null), group.id).toEqual([]);
      const defaults = terms.filter((term) => term.bid_is_default);
      expect(defaults.every((term) => term.bid === group.default_bid), group.id).toBe(true);
      inherited += defaults.length;
    }
    expect(inherited).toBe(50);
  });

  it('pages on with offset, and past the end answers an empty page with the total', async () => {
    const last = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?limit=3&offset=6`)).json<Page>();
    expect(last.data.pagination).toEqual({ total: 7, page: 3, has_next: false, has_previous: true });
    expect(last.data.search_terms.map((term) => term.customer_search_term)).toEqual(['snore term 1']);
    const beyond = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?limit=3&offset=30`)).json<Page>();
    expect(beyond.data).toEqual({ search_terms: [], pagination: { total: 7, page: 11, has_next: false, has_previous: true }, counts: { keyword: 0, product_targeting: 7 } });
  });

  it('defaults to 50 per page, reads keyword terms of SP and SB ad groups, and an unknown ad group has none', async () => {
    const exact = (await get(alice, `/api/search-terms/${EXACT_AD_GROUP_ID}`)).json<Page>();
    expect(exact.data.pagination).toEqual({ total: 1, page: 1, has_next: false, has_previous: false });
    expect(exact.data.search_terms[0]).toMatchObject({ type: 'keyword', customer_search_term: 'snore stopper', text: 'snore stopper', match_type: 'Exact', bid: 1.2 });
    const sb = (await get(alice, `/api/search-terms/${SB_AD_GROUP_ID}`)).json<Page>();
    expect(sb.data.search_terms.map((term) => term.customer_search_term)).toEqual(['anti snoring device']);
    const unknown = (await get(alice, '/api/search-terms/999')).json<Page>();
    expect(unknown.data).toEqual({ search_terms: [], pagination: { total: 0, page: 1, has_next: false, has_previous: false }, counts: { keyword: 0, product_targeting: 0 } });
  });

  it('answers 422 without the sheet headers for a bad limit or offset', async () => {
    for (const query of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1']) {
      const response = await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail[0].loc[0]).toBe('query');
      expectNoSheetHeaders(response);
    }
  });

  it('answers 401 when signed out, and 404 before any upload, without the sheet headers', async () => {
    const signedOut = await get(null, `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(signedOut.statusCode).toBe(401);
    expectNoSheetHeaders(signedOut);
    const newcomer = await signUpAndLogin(t.app);
    const none = await get(newcomer, `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'No processed bulk file found. Upload a bulk file first.' });
    expectNoSheetHeaders(none);
  });

  it('answers 409 while the search terms are processing and 422 when they failed, without the sheet headers', async () => {
    const bob = await signUpAndLogin(t.app);
    const { started } = await uploadAndWait(t.app, bob, smallWorkbook());
    // The state of an upload whose audit is done while its search terms are still being read.
    await t.app.db.updateTable('uploads').set({ search_terms_info: null }).where('id', '=', started.upload_id).execute();
    await t.app.db.updateTable('tasks').set({ status: 'processing' }).where('id', '=', started.search_terms_task_id).execute();
    const processing = await get(bob, `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(processing.statusCode).toBe(409);
    expect(processing.json()).toEqual({ detail: 'Search terms are still being processed. Please try again in a moment.' });
    expectNoSheetHeaders(processing);

    await t.app.db.updateTable('tasks').set({ status: 'failed', error_logs: 'This file is damaged.' }).where('id', '=', started.search_terms_task_id).execute();
    const failed = await get(bob, `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({ detail: 'Search terms could not be read: This file is damaged.' });
    expectNoSheetHeaders(failed);
  });

  it('explains, with the sheets found and expected, when the workbook had no search term tabs', async () => {
    const carol = await signUpAndLogin(t.app);
    await uploadAndWait(t.app, carol, workbookWithoutSearchTerms());
    const response = await get(carol, `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      no_sheets_info: true,
      message: 'No search terms sheets found in the uploaded file',
      available_sheets: ['Sponsored Products Campaigns', 'Sponsored Brands Campaigns', 'SB Multi Ad Group Campaigns', 'Sponsored Display Campaigns'],
      expected_sheets: ['SP Search Term Report', 'SB Search Term Report'],
      instructions: expect.stringMatching(/Bulk operations/),
    });
    expect(JSON.parse(String(response.headers['x-available-sheets']))).toContain('Sponsored Products Campaigns');
    expect(response.headers['x-expected-sheets']).toBe(EXPECTED_HEADER);
    expect(response.headers['x-instructions']).toMatch(/Bulk operations/);
  });

  it("reads the caller's latest upload", async () => {
    const dave = await signUpAndLogin(t.app);
    await uploadAndWait(t.app, dave, smallWorkbook());
    await uploadAndWait(t.app, dave, workbookWithoutSearchTerms());
    expect((await get(dave, `/api/search-terms/${AUTO_AD_GROUP_ID}`)).json().no_sheets_info).toBe(true);
    expect((await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}`)).json<Page>().data.pagination.total).toBe(7);
    expect(upload.upload_id).toBeGreaterThan(0);
  });
});
