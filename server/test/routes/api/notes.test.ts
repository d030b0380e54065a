import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp } from '../../helpers/audit.js';

interface Note {
  id: number;
  content: string;
  created_at: string;
  campaign_id: string | null;
  parent_asin: string | null;
}

describe.each(dialects)('notes (%s)', (dialect) => {
  let testApp: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    testApp = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(testApp.app);
    bob = await signUpAndLogin(testApp.app);
  });
  afterAll(async () => testApp?.close());

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });

  it('creates a trimmed note on a campaign and lists it with a readable date', async () => {
    const created = await call(alice, 'POST', '/api/notes/', { content: '  Raise bids on exact  ', campaign_id: '111' });
    expect(created.statusCode).toBe(201);
    const note = created.json<Note>();
    expect(note).toMatchObject({ content: 'Raise bids on exact', campaign_id: '111', parent_asin: null });
    expect(note.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const listed = await call(alice, 'GET', '/api/notes/?campaign_id=111');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Note[]>().map((n) => n.content)).toEqual(['Raise bids on exact']);
  });

  it('refuses an empty or too long note, and one without a campaign or parent ASIN', async () => {
    const empty = await call(alice, 'POST', '/api/notes/', { content: '   \n ', campaign_id: '111' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Note cannot be empty' });
    const long = await call(alice, 'POST', '/api/notes/', { content: 'x'.repeat(10_001), campaign_id: '111' });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toMatch(/10,000 characters/);
    const orphan = await call(alice, 'POST', '/api/notes/', { content: 'hello' });
    expect(orphan.statusCode).toBe(422);
    const missing = await call(alice, 'POST', '/api/notes/', { campaign_id: '111' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'content'] });
    expect((await call(alice, 'GET', '/api/notes/?campaign_id=111')).json<Note[]>()).toHaveLength(1);
  });

  it('keys parent-ASIN notes upper-case and edits and deletes them', async () => {
    const created = (await call(alice, 'POST', '/api/notes/', { content: 'Parent note', parent_asin: 'b0abc12345' })).json<Note>();
    expect(created.parent_asin).toBe('B0ABC12345');
    const edited = await call(alice, 'PUT', `/api/notes/${created.id}`, { content: ' Edited ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Note>().content).toBe('Edited');
    expect((await call(alice, 'PUT', `/api/notes/${created.id}`, { content: ' ' })).statusCode).toBe(422);
    expect((await call(alice, 'GET', '/api/notes/?parent_asin=B0ABC12345')).json<Note[]>().map((n) => n.content)).toEqual(['Edited']);
    expect((await call(alice, 'DELETE', `/api/notes/${created.id}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', '/api/notes/?parent_asin=B0ABC12345')).json<Note[]>()).toEqual([]);
    expect((await call(alice, 'DELETE', `/api/notes/${created.id}`)).statusCode).toBe(404);
  });

  it('loads the notes of many campaigns and parent ASINs at once', async () => {
    await call(alice, 'POST', '/api/notes/', { content: 'A', campaign_id: '222' });
    await call(alice, 'POST', '/api/notes/', { content: 'B', campaign_id: '222' });
    await call(alice, 'POST', '/api/notes/', { content: 'P', parent_asin: 'B0PARENT01' });
    const response = await call(alice, 'POST', '/api/notes/bulk', { campaign_ids: ['111', '222', '333'], parent_asins: ['b0parent01'] });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ campaign_notes: Record<string, Note[]>; parent_asin_notes: Record<string, Note[]> }>();
    expect(Object.fromEntries(Object.entries(body.campaign_notes).map(([id, notes]) => [id, notes.length]))).toEqual({ '111': 1, '222': 2, '333': 0 });
    expect(body.parent_asin_notes.B0PARENT01.map((n) => n.content)).toEqual(['P']);
    const defaults = await call(alice, 'POST', '/api/notes/bulk', { campaign_ids: ['222'] });
    expect(defaults.json().parent_asin_notes).toEqual({});
  });

  it('answers every parent-ASIN note of the account with all_parent_asins, for a screen without a business report', async () => {
    const carol = await signUpAndLogin(testApp.app);
    await call(carol, 'POST', '/api/notes/', { content: 'Earlier parent note', parent_asin: 'B0EARLIER1' });
    await call(carol, 'POST', '/api/notes/', { content: 'Campaign note', campaign_id: '555' });
    await call(alice, 'POST', '/api/notes/', { content: 'Not yours', parent_asin: 'B0ALICE001' });
    const response = await call(carol, 'POST', '/api/notes/bulk', { campaign_ids: ['555'], parent_asins: ['b0listed01'], all_parent_asins: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ campaign_notes: Record<string, Note[]>; parent_asin_notes: Record<string, Note[]> }>();
    expect(Object.keys(body.parent_asin_notes).sort()).toEqual(['B0EARLIER1', 'B0LISTED01']);
    expect(body.parent_asin_notes.B0EARLIER1.map((n) => n.content)).toEqual(['Earlier parent note']);
    expect(body.campaign_notes['555'].map((n) => n.content)).toEqual(['Campaign note']);
    const onlyAll = await call(carol, 'POST', '/api/notes/bulk', { all_parent_asins: true });
    expect(Object.keys(onlyAll.json().parent_asin_notes)).toEqual(['B0EARLIER1']);
  });

  it("never shows, edits or deletes another user's notes", async () => {
    const mine = (await call(alice, 'POST', '/api/notes/', { content: 'private', campaign_id: '444' })).json<Note>();
    expect((await call(bob, 'GET', '/api/notes/?campaign_id=444')).json()).toEqual([]);
    expect((await call(bob, 'PUT', `/api/notes/${mine.id}`, { content: 'hacked' })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/notes/${mine.id}`)).statusCode).toBe(404);
    const bulk = (await call(bob, 'POST', '/api/notes/bulk', { campaign_ids: ['444'], parent_asins: [] })).json();
    expect(bulk.campaign_notes['444']).toEqual([]);
    expect((await call(alice, 'GET', '/api/notes/?campaign_id=444')).json<Note[]>()[0].content).toBe('private');
  });

  it('requires a signed-in user', async () => {
    expect((await call(null, 'GET', '/api/notes/?campaign_id=111')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/notes/', { content: 'x', campaign_id: '1' })).statusCode).toBe(401);
  });
});
