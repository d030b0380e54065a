// A new link with an old link's settings (POST /api/shares/{share_id}/copy): the same upload,
// days and notes (less those deleted since), a new token shown once and stored hashed; the old
// link is unchanged, and a revoked or expired link can be copied too; only the owner can copy. Last,
// a link's report is titled with its account's current name.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { smallWorkbook } from '../../../helpers/workbooks.js';

interface Created {
  token: string;
  path: string;
  share: { id: number; account_id: number; upload_id: number; note_count: number; created_at: string; expires_at: string; status: string; revoked_at: string | null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects)('a new link with the same settings (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let firstUpload: number;

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });
  const created = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  };
  const note = async (content: string) => (await call(alice, 'POST', '/api/notes/', { content, campaign_id: '111111111111111' })).json<{ id: number }>().id;
  const notesOf = async (token: string) => (await call(null, 'GET', `/api/shares/${token}`)).json<{ notes: { campaigns: { notes: { content: string }[] }[] } }>().notes.campaigns.flatMap((c) => c.notes.map((n) => n.content));

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ started: { upload_id: firstUpload } } = await uploadAndWait(t.app, alice, smallWorkbook(), 'first.xlsx'));
    // A newer upload: the copy must stay on the old link's upload, not the latest.
    await uploadAndWait(t.app, alice, smallWorkbook(), 'second.xlsx');
  });
  afterAll(async () => t?.close());

  it('copies the upload, the days and the notes (less a deleted one) under a new token; the old link is unchanged', async () => {
    const [kept, deleted] = [await note('Shared: pause the close match'), await note('Shared: deleted since')];
    await note('Private: never shared');
    const old = await created(await call(alice, 'POST', '/api/shares', { upload_id: firstUpload, expires_in_days: 30, note_ids: [kept, deleted] }));
    expect((await call(alice, 'DELETE', `/api/notes/${deleted}`)).statusCode).toBe(200);

    const copy = await created(await call(alice, 'POST', `/api/shares/${old.share.id}/copy`));
    expect(copy.token).not.toBe(old.token);
    expect(copy.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(copy.path).toBe(`/r/${copy.token}`);
    expect(copy.share).toMatchObject({ upload_id: firstUpload, note_count: 1, status: 'active' });
    expect(copy.share.id).not.toBe(old.share.id);
    expect(Date.parse(copy.share.expires_at) - Date.parse(copy.share.created_at)).toBeCloseTo(30 * DAY_MS, -4);
    const row = await t.app.db.selectFrom('share_links').select('token_hash').where('id', '=', copy.share.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(copy.token).digest('hex'));

    expect(await notesOf(copy.token)).toEqual(['Shared: pause the close match']);
    expect(await notesOf(old.token)).toEqual(['Shared: pause the close match']);
    const links = (await call(alice, 'GET', '/api/shares')).json<{ shares: { id: number; status: string }[] }>().shares;
    expect(links.map((l) => l.id).slice(0, 2)).toEqual([copy.share.id, old.share.id]);
  });

  it('copies a revoked or an expired link into a live one', async () => {
    const revoked = await created(await call(alice, 'POST', '/api/shares', { upload_id: firstUpload, expires_in_days: 1 }));
    await call(alice, 'DELETE', `/api/shares/${revoked.share.id}`);
    const fromRevoked = await created(await call(alice, 'POST', `/api/shares/${revoked.share.id}/copy`));
    expect(fromRevoked.share).toMatchObject({ status: 'active', revoked_at: null });
    expect(Date.parse(fromRevoked.share.expires_at) - Date.parse(fromRevoked.share.created_at)).toBeCloseTo(DAY_MS, -4);
    expect((await call(null, 'GET', `/api/shares/${fromRevoked.token}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/shares/${revoked.token}`)).statusCode).toBe(404);

    const expired = await created(await call(alice, 'POST', '/api/shares', { upload_id: firstUpload, expires_in_days: 7 }));
    // Made eight days ago for seven days.
    const [createdAt, expiresAt] = [new Date(Date.now() - 8 * DAY_MS).toISOString(), new Date(Date.now() - DAY_MS).toISOString()];
    await t.app.db.updateTable('share_links').set({ created_at: createdAt, expires_at: expiresAt }).where('id', '=', expired.share.id).execute();
    const fromExpired = await created(await call(alice, 'POST', `/api/shares/${expired.share.id}/copy`));
    expect(fromExpired.share.status).toBe('active');
    expect(Date.parse(fromExpired.share.expires_at)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it("another user's link or an unknown one answers 404 and makes nothing; signed out answers 401", async () => {
    const mine = await created(await call(alice, 'POST', '/api/shares', { upload_id: firstUpload }));
    const count = async () => Number((await t.app.db.selectFrom('share_links').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const byBob = await call(bob, 'POST', `/api/shares/${mine.share.id}/copy`);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toEqual({ detail: 'Share link not found' });
    expect((await call(alice, 'POST', '/api/shares/999999/copy')).statusCode).toBe(404);
    expect((await call(alice, 'POST', '/api/shares/0/copy')).statusCode).toBe(422);
    expect((await call(null, 'POST', `/api/shares/${mine.share.id}/copy`)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it("the report is titled with the account's current name, so renaming 'My account' fixes links already sent", async () => {
    const link = await created(await call(alice, 'POST', '/api/shares', { upload_id: firstUpload }));
    const title = async () => (await call(null, 'GET', `/api/shares/${link.token}`)).json<{ account_name: string }>().account_name;
    expect(await title()).toBe('My account');
    const accountId = link.share.account_id;
    expect((await call(alice, 'PATCH', `/api/accounts/${accountId}`, { name: 'ZValves US' })).statusCode).toBe(200);
    expect(await title()).toBe('ZValves US');
  });
});
