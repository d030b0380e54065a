// GET /api/insights: the engine's insights of a stored upload, with remembered or given settings;
// GET and PUT /api/insights/settings: the settings each user last chose. One app per dialect for both (fast).
import { DEFAULT_INSIGHT_SETTINGS, type InsightsResult } from '@ads-auditor/audit';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { MetricsSchema } from '../../../../src/routes/api/audit-result-schema.js';
import { NO_UPLOAD_DETAIL } from '../../../../src/commands/account-scope.js';
import { SEARCH_TERMS_PENDING, searchTermsFailed } from '../../../../src/commands/insights.js';
import { InsightsResultSchema } from '../../../../src/routes/api/insights/schemas.js';
import { expectedInsights, insightsWorkbook } from './insights-workbook.js';

type Served = InsightsResult & { upload_id: number };

const negativeTexts = (result: Served) => result.negative_suggestions.map((s) => s.keyword_text);
const harvestTerms = (result: Served) => result.harvest_suggestions.map((s) => s.search_term);

describe.each(dialects)('insights API (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let uploadId: number;

  const get = (user: SignedInUser | null, query = '', encoding = 'identity') =>
    t.app.inject({ method: 'GET', url: `/api/insights${query}`, headers: { ...(user ? authHeaders(user) : {}), 'accept-encoding': encoding } });
  const insights = async (user: SignedInUser, query = '') => {
    const response = await get(user, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Served>();
  };
  const readSettings = (user: SignedInUser | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/insights/settings${query}`, headers: user ? authHeaders(user) : {} });
  const saveSettings = (user: SignedInUser | null, payload: unknown, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/insights/settings${query}`, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...(user ? authHeaders(user) : {}) } });

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ started: { upload_id: uploadId } } = await uploadAndWait(t.app, alice, insightsWorkbook()));
  });
  afterAll(() => t.close());

  it("answers the insights the engine computes from the same workbook, for the caller's latest upload", async () => {
    const served = await insights(alice);
    expect(served).toEqual({ upload_id: uploadId, ...(await expectedInsights()) });
    // The answer is sent as JSON text: the OpenAPI document must describe it all the same.
    expect([...Value.Errors(InsightsResultSchema, [MetricsSchema], served)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    expect(Value.Clean(InsightsResultSchema, [MetricsSchema], structuredClone(served)), 'fields the schema omits').toEqual(served);
    expect(negativeTexts(served)).toContain('acme brass valve');
    expect(harvestTerms(served)).toContain('steel valve kit');
    expect(await insights(alice, `?upload_id=${uploadId}`)).toEqual(served);
  });

  it('applies the settings of the query: brand terms, minimum clicks, target ACOS, harvest orders, waste factor', async () => {
    const settings = { target_acos: 45, min_clicks: 16, brand_terms: ['acme'], waste_factor: 1.5, harvest_min_orders: 3 };
    const served = await insights(alice, '?target_acos=45&min_clicks=16&brand_terms=%20Acme%20,&waste_factor=1.5&harvest_min_orders=3');
    expect(served).toEqual({ upload_id: uploadId, ...(await expectedInsights(settings)) });
    expect(served.settings).toEqual(settings);
    expect(negativeTexts(served)).not.toContain('acme brass valve');
    expect(harvestTerms(served)).not.toContain('steel valve kit');
    expect(negativeTexts(await insights(alice, '?brand_terms=acme'))).not.toContain('acme brass valve');
  });

  it('uses the remembered settings for those the query omits, without changing them', async () => {
    expect((await saveSettings(alice, { brand_terms: ['Acme'], harvest_min_orders: 3 })).statusCode).toBe(200);
    try {
      const served = await insights(alice, '?target_acos=40');
      expect(served.settings).toEqual({ target_acos: 40, min_clicks: 10, brand_terms: ['acme'], waste_factor: 1, harvest_min_orders: 3 });
      expect(served).toEqual({ upload_id: uploadId, ...(await expectedInsights(served.settings)) });
      expect((await readSettings(alice)).json()).toMatchObject({ target_acos: 30 });
    } finally {
      await saveSettings(alice, { brand_terms: [], harvest_min_orders: 2 });
    }
  });

  it("answers compressed JSON to a client that takes it", async () => {
    const response = await get(alice, '', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("answers 422 with the engine's messages, one per wrong setting", async () => {
    const response = await get(alice, '?target_acos=0&min_clicks=1.5&waste_factor=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['query', 'target_acos'], msg: 'Target ACOS must be between 1 % and 1000 %.', type: 'value_error' },
      { loc: ['query', 'min_clicks'], msg: 'Minimum clicks must be a whole number.', type: 'value_error' },
      { loc: ['query', 'waste_factor'], msg: 'Waste factor must be a number.', type: 'value_error' },
    ]);
    const brands = await get(alice, `?brand_terms=${Array.from({ length: 101 }, (_, i) => `b${i}`).join(',')}`);
    expect(brands.statusCode).toBe(422);
    expect(brands.json().detail).toEqual([{ loc: ['query', 'brand_terms'], msg: 'At most 100 brand terms.', type: 'value_error' }]);
  });

  it("answers 404 for another user's upload, and when the caller has no processed upload", async () => {
    const foreign = await get(bob, `?upload_id=${uploadId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Upload not found' });
    const none = await get(bob);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: NO_UPLOAD_DETAIL });
    // Scoped to an ad account as GET /api/bulk/campaigns: another account of the caller has no upload.
    const account = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'Second client' }, headers: authHeaders(alice) });
    const accountId = account.json<{ id: number }>().id;
    expect((await get(alice, `?account_id=${accountId}`)).json()).toEqual({ detail: NO_UPLOAD_DETAIL });
    expect((await get(alice, `?account_id=${accountId}&upload_id=${uploadId}`)).json()).toEqual({ detail: 'Upload not found' });
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('answers 409 while the search terms of the upload are being processed, and when they failed, each with its code', async () => {
    // The state between the two tasks of an upload: the audit is stored, the search terms are not yet.
    const repos = t.app.repos;
    const { upload, tasks } = await repos.uploads.create({ userId: alice.user.id, fileName: 'pending.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
    const stored = (await repos.uploads.findResult(uploadId))!;
    await repos.uploads.saveResult(upload.id, stored.content, stored.encoding);
    const pending = await get(alice, `?upload_id=${upload.id}`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ detail: SEARCH_TERMS_PENDING, code: 'search_terms_pending' });
    // The latest processed upload is that one now.
    expect((await get(alice)).statusCode).toBe(409);

    const searchTermsTask = tasks.find((task) => task.kind === 'search_terms')!;
    await repos.tasks.fail(searchTermsTask.id, 'The search term tab is damaged.');
    const failed = await get(alice, `?upload_id=${upload.id}`);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toEqual({ detail: searchTermsFailed('The search term tab is damaged.'), code: 'search_terms_failed' });
    await repos.uploads.deleteById(upload.id);
  });

  describe('GET and PUT /api/insights/settings', () => {
    // A user of their own: the insights tests above must not see these settings.
    let carol: SignedInUser;
    beforeAll(async () => {
      carol = await signUpAndLogin(t.app);
    });

    it('answers the defaults until the user saves some', async () => {
      const response = await readSettings(carol);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEFAULT_INSIGHT_SETTINGS);
    });

    it('remembers the settings saved, merged with the previous ones, for that user only', async () => {
      const first = await saveSettings(carol, { target_acos: 25.5, brand_terms: [' Acme ', 'acme', 'ZValve Pro'] });
      expect(first.statusCode, first.body).toBe(200);
      const expected = { target_acos: 25.5, min_clicks: 10, brand_terms: ['acme', 'zvalve pro'], waste_factor: 1, harvest_min_orders: 2 };
      expect(first.json()).toEqual(expected);
      expect((await saveSettings(carol, { min_clicks: 0, waste_factor: 2.5, harvest_min_orders: 4 })).json()).toEqual({ ...expected, min_clicks: 0, waste_factor: 2.5, harvest_min_orders: 4 });
      expect((await readSettings(carol)).json()).toEqual({ ...expected, min_clicks: 0, waste_factor: 2.5, harvest_min_orders: 4 });
      expect((await readSettings(bob)).json()).toEqual(DEFAULT_INSIGHT_SETTINGS);
    });

    it("answers 422 with the engine's messages and changes nothing", async () => {
      const before = (await readSettings(carol)).json();
      const response = await saveSettings(carol, { target_acos: 1001, min_clicks: -1, harvest_min_orders: 2.5, brand_terms: 'acme' });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { loc: ['body', 'target_acos'], msg: 'Target ACOS must be between 1 % and 1000 %.', type: 'value_error' },
        { loc: ['body', 'min_clicks'], msg: 'Minimum clicks must be between 0 and 100000.', type: 'value_error' },
        { loc: ['body', 'harvest_min_orders'], msg: 'Harvest minimum orders must be a whole number.', type: 'value_error' },
        { loc: ['body', 'brand_terms'], msg: 'Brand terms must be a list of words.', type: 'value_error' },
      ]);
      const longBrand = await saveSettings(carol, { brand_terms: ['x'.repeat(101)] });
      expect(longBrand.json().detail).toEqual([{ loc: ['body', 'brand_terms'], msg: 'A brand term can have at most 100 characters.', type: 'value_error' }]);
      expect((await saveSettings(carol, [1])).statusCode).toBe(422);
      expect((await readSettings(carol)).json()).toEqual(before);
    });

    it("belong to the ad account: one client's target ACOS and brand terms never apply to another's", async () => {
      const dave = await signUpAndLogin(t.app);
      const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'Second client' }, headers: authHeaders(dave) });
      expect(created.statusCode, created.body).toBe(201);
      const second = created.json<{ id: number }>().id;
      expect((await saveSettings(dave, { target_acos: 18, brand_terms: ['zvalve'] }, `?account_id=${second}`)).statusCode).toBe(200);
      expect((await readSettings(dave, `?account_id=${second}`)).json()).toMatchObject({ target_acos: 18, brand_terms: ['zvalve'] });
      // The default account keeps its own (the defaults here).
      expect((await readSettings(dave)).json()).toEqual(DEFAULT_INSIGHT_SETTINGS);
      // Another user's account is as absent as a missing one, and nothing changes.
      for (const response of [await readSettings(carol, `?account_id=${second}`), await saveSettings(carol, { target_acos: 50 }, `?account_id=${second}`)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Account not found' });
      }
      expect((await readSettings(dave, `?account_id=${second}`)).json()).toMatchObject({ target_acos: 18 });
      expect((await readSettings(dave, '?account_id=abc')).statusCode).toBe(422);
    });

    it("the insights of an upload use its own account's settings", async () => {
      const defaultBefore = await insights(alice);
      const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'Other client' }, headers: authHeaders(alice) });
      const other = created.json<{ id: number }>().id;
      await saveSettings(alice, { brand_terms: ['acme'] }, `?account_id=${other}`);
      const after = await insights(alice);
      expect(after.settings).toEqual(defaultBefore.settings);
      expect(negativeTexts(after)).toContain('acme brass valve');
    });

    it('answers 401 to a signed-out caller', async () => {
      for (const response of [await readSettings(null), await saveSettings(null, { target_acos: 20 })]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: 'Not authenticated' });
      }
    });
  });
});
