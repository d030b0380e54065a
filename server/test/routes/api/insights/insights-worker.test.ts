// GET /api/insights computes on a worker thread: the same bytes as computing on the request's
// thread, other users served meanwhile, and a clean 500 when the computation fails.
import { computeInsights, type Campaign, type SearchTermRecord } from '@ads-auditor/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressResult } from '../../../../src/lib/compress-result.js';
import { authHeaders, buildAuditTestApp } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { storeBigAccount } from './big-account.js';

/** Enough search terms that computing takes a while (tenths of a second), few enough to keep the test quick. */
const BIG = 10_000;

describe.each(dialects)('insights on a worker thread (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let bigId: number;

  const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: { ...authHeaders(user), 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ uploadId: bigId } = await storeBigAccount(t.app, alice.user.id, BIG));
  });
  afterAll(() => t.close());

  it('answers byte for byte what computing the stored audit and search terms on the request thread answered', async () => {
    const query = `?upload_id=${bigId}&target_acos=25&brand_terms=acme`;
    const response = await get(alice, `/api/insights${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');

    // What the route computed itself before: every row parsed, computeInsights, JSON.stringify.
    const repos = t.app.repos;
    const stored = (await repos.uploads.findResult(bigId))!;
    const { campaigns } = JSON.parse(decompressResult(stored.content, stored.encoding)) as { campaigns: Campaign[] };
    const rows = await t.app.db.selectFrom('search_terms').select('data').where('upload_id', '=', bigId).orderBy('position').execute();
    const searchTerms = rows.map((row) => JSON.parse(row.data) as SearchTermRecord);
    expect(searchTerms).toHaveLength(BIG);
    const settings = { ...(await repos.insightSettings.find(await repos.adAccounts.defaultAccountId(alice.user.id))), target_acos: 25, brand_terms: ['acme'] };
    const expected = JSON.stringify({ upload_id: bigId, ...computeInsights({ campaigns, search_terms: searchTerms }, settings) });
    expect(response.body === expected, 'the same bytes').toBe(true);
    expect(response.json<{ total_negative_suggestions: number }>().total_negative_suggestions).toBeGreaterThan(0);
  });

  it("answers another user's request while it computes a big account's insights", async () => {
    const computing = new Promise<void>((resolve) => {
      const stop = t.app.workerPool.onJobStart(({ kind }) => {
        if (kind !== 'insights') return;
        stop();
        resolve();
      });
    });
    const answered: string[] = [];
    const insights = get(alice, `/api/insights?upload_id=${bigId}&min_clicks=3`).then((response) => {
      answered.push('insights');
      return response;
    });
    await computing;
    const current = await get(bob, '/api/auth/current');
    answered.push('current');
    expect(current.statusCode).toBe(200);
    expect((await insights).statusCode).toBe(200);
    expect(answered).toEqual(['current', 'insights']);
  });

  it('answers a clean 500 when the computation fails, and goes on serving', async () => {
    const { uploadId } = await storeBigAccount(t.app, alice.user.id, 10);
    await t.app.db.updateTable('search_terms').set({ data: '{"id": "damaged' }).where('upload_id', '=', uploadId).where('position', '=', 4).execute();
    const failed = await get(alice, `/api/insights?upload_id=${uploadId}`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'Internal Server Error' });
    expect(failed.body).not.toMatch(/damaged|JSON|\.ts|\/src\//);
    expect((await get(alice, `/api/insights?upload_id=${bigId}`)).statusCode).toBe(200);
    await t.app.repos.uploads.deleteById(uploadId);
  });
});
