// Share links: the owner makes, lists and revokes read-only report links; anyone with
// the token reads the report (and only the report) until the link is revoked or expires.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { SELLER_REPORT_CSV, smallWorkbook } from '../../../helpers/workbooks.js';

interface ShareLink {
  id: number;
  account_id: number;
  account_name: string;
  upload_id: number;
  note_count: number;
  view_count: number;
  expires_at: string;
  created_at: string;
  revoked_at: string | null;
  status: 'active' | 'expired' | 'revoked';
}
interface Created {
  token: string;
  path: string;
  share: ShareLink;
}

const LINK_GONE = 'This report link has expired or was revoked.';
const REPORT_KEYS = ['account_name', 'campaign_count', 'currency', 'date_range', 'expires_at', 'health', 'notes', 'shared_at', 'summary', 'top_campaigns'];
const CAMPAIGN_KEYS = ['id', 'metrics', 'name', 'state', 'type_code'];
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dialects)('share links (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let uploadId: number;
  let chosenNoteId: number;
  let parentNoteId: number;

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });
  const share = async (user: SignedInUser, payload: object = {}) => {
    const response = await call(user, 'POST', '/api/shares', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  };
  const list = async (user: SignedInUser) => (await call(user, 'GET', '/api/shares')).json<{ shares: ShareLink[] }>().shares;
  const view = (token: string) => call(null, 'GET', `/api/shares/${token}`);
  const note = async (user: SignedInUser, payload: object) => (await call(user, 'POST', '/api/notes/', payload)).json<{ id: number }>().id;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    ({ started: { upload_id: uploadId } } = await uploadAndWait(t.app, alice, smallWorkbook(), 'bulk-A1B2C3-20260101-20260130-1767225600000.xlsx'));
    const report = await uploadFile(t.app, alice, new TextEncoder().encode(SELLER_REPORT_CSV), { url: '/api/business_reports/upload', fileName: 'report.csv', contentType: 'text/csv' });
    expect(report.statusCode, report.body).toBe(200);
    chosenNoteId = await note(alice, { content: 'Pause the close-match target', campaign_id: '111111111111111' });
    await note(alice, { content: 'Client pays late - keep private', campaign_id: '111111111111112' });
    parentNoteId = await note(alice, { content: 'Raise the price of the large stopper', parent_asin: 'B0PARENT01' });
  });
  afterAll(async () => t?.close());

  it("makes a link for the latest upload, stores only the token's hash, and lists it", async () => {
    const created = await share(alice, { note_ids: [chosenNoteId, parentNoteId] });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(created.path).toBe(`/r/${created.token}`);
    expect(created.share).toMatchObject({ upload_id: uploadId, account_name: 'My account', note_count: 2, view_count: 0, revoked_at: null, status: 'active' });
    expect(Date.parse(created.share.expires_at) - Date.parse(created.share.created_at)).toBeCloseTo(7 * DAY_MS, -4);

    const row = await t.app.db.selectFrom('share_links').selectAll().where('id', '=', created.share.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect((await list(alice)).find((link) => link.id === created.share.id)).toEqual(created.share);
    expect(await list(bob)).toEqual([]);
  });

  it('answers the report to anyone with the token, marked noindex, counting every view, and nothing beyond the report', async () => {
    const { token, share: link } = await share(alice, { note_ids: [chosenNoteId, parentNoteId], expires_in_days: 30 });
    const first = await view(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-robots-tag']).toBe('noindex');
    const report = first.json();
    expect(Object.keys(report).sort()).toEqual(REPORT_KEYS);
    expect(report.account_name).toBe('My account');
    expect(report.currency).toBe('USD');
    expect(report.date_range).toEqual({ start: '2026-01-01', end: '2026-01-30', days: 30 });

    // The Summary is the audit's, to the cent.
    const audit = (await call(alice, 'GET', `/api/bulk/campaigns?upload_id=${uploadId}`)).json();
    expect(report.summary).toEqual(audit.summary);
    expect(report.campaign_count).toBe(audit.campaigns.length);
    expect(report.top_campaigns.map((c: { name: string }) => c.name)).toEqual(['SP Manual Exact', 'SB Video', 'SP Auto', 'SD Contextual']);
    for (const campaign of report.top_campaigns) expect(Object.keys(campaign).sort()).toEqual(CAMPAIGN_KEYS);
    expect(report.health.checks.length).toBeGreaterThan(0);
    expect(report.health.grade.letter).toMatch(/^[A-F]$/);
    // Notes coverage is the consultant's work: the client's report leaves it out of its checks and grade.
    expect(report.health.checks.map((c: { id: string }) => c.id)).not.toContain('spend_without_notes');
    expect(report.health.checks.every((c: { graded: boolean }) => c.graded)).toBe(true);

    // Only the chosen notes; no e-mail, file name, search term, ad group or other note.
    expect(report.notes.campaigns).toEqual([expect.objectContaining({ campaign_id: '111111111111111', notes: [expect.objectContaining({ id: chosenNoteId, content: 'Pause the close-match target' })] })]);
    expect(report.notes.parent_asins).toEqual([expect.objectContaining({ parent_asin: 'B0PARENT01', title: 'Snore stopper, large', notes: [expect.objectContaining({ id: parentNoteId })] })]);
    for (const leak of [alice.email, 'keep private', 'bulk-A1B2C3', 'snore term 1', 'anti snoring device', 'Auto group', 'user_id', 'token']) {
      expect(first.body, leak).not.toContain(leak);
    }

    await view(token);
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({ view_count: 2, status: 'active' });
  });

  it('shares a chosen upload with a chosen expiry, refusing bad expiries, unknown notes and uploads not the caller’s', async () => {
    const { share: link } = await share(alice, { upload_id: uploadId, expires_in_days: 1 });
    expect(link.note_count).toBe(0);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBeCloseTo(DAY_MS, -4);
    for (const expires_in_days of [0, 91, 2.5]) expect((await call(alice, 'POST', '/api/shares', { expires_in_days })).statusCode).toBe(422);

    const bobsNote = await note(bob, { content: "Bob's", campaign_id: '111111111111111' });
    const foreign = await call(alice, 'POST', '/api/shares', { note_ids: [chosenNoteId, bobsNote] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ detail: 'Some of the chosen notes are not notes of this account.' });

    expect((await call(bob, 'POST', '/api/shares', { upload_id: uploadId })).statusCode).toBe(404);
    expect((await call(bob, 'POST', '/api/shares', {})).json()).toEqual({ detail: 'No processed bulk file found. Upload a bulk file first.' });
    expect((await call(null, 'POST', '/api/shares', {})).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/shares')).statusCode).toBe(401);
  });

  it('answers 404 once revoked; only the owner can revoke', async () => {
    const { token, share: link } = await share(alice);
    expect((await view(token)).statusCode).toBe(200);

    const byBob = await call(bob, 'DELETE', `/api/shares/${link.id}`);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toEqual({ detail: 'Share link not found' });
    expect((await view(token)).statusCode).toBe(200);

    const revoked = await call(alice, 'DELETE', `/api/shares/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, status: 'revoked', revoked_at: expect.any(String) });
    const gone = await view(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: LINK_GONE });
    // A second revoke keeps the first time.
    expect((await call(alice, 'DELETE', `/api/shares/${link.id}`)).json().revoked_at).toBe(revoked.json().revoked_at);
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({ status: 'revoked', view_count: 2 });
  });

  it('answers 404 once expired, and to any unknown token', async () => {
    const { token, share: link } = await share(alice);
    await t.app.db.updateTable('share_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', link.id).execute();
    expect((await view(token)).json()).toEqual({ detail: LINK_GONE });
    expect((await list(alice)).find((l) => l.id === link.id)).toMatchObject({ status: 'expired', view_count: 0 });
    expect((await view('not-a-token')).statusCode).toBe(404);
    expect((await view(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).statusCode).toBe(404);
  });

  it('marks the report page noindex, and the links go with the user’s uploads', async () => {
    const page = await call(null, 'GET', '/r/anything');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect((await call(null, 'GET', '/pricing')).headers['x-robots-tag']).toBeUndefined();

    const carol = await signUpAndLogin(t.app);
    await uploadAndWait(t.app, carol, smallWorkbook());
    const { token } = await share(carol);
    expect((await call(carol, 'DELETE', '/api/bulk/uploads')).statusCode).toBe(200);
    expect((await view(token)).statusCode).toBe(404);
    expect(await list(carol)).toEqual([]);
  });

  // Last: it spends the address's budget of report views.
  it('limits how often one address may open reports', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await view('guess-' + i)).statusCode);
    expect(answers).toContain(429);
    expect(answers.indexOf(429)).toBeLessThanOrEqual(60);
    const limited = await view('guess');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests/);
  });
});
