// The notes an upload's report leaves out (GET and PUT /api/bulk/uploads/{id}/report-notes):
// every note shown until a choice is saved; the saved choice is read back (another device, a
// reload); notes of another account answer 422 and change nothing; another user's upload answers
// 404; the choice goes with its upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../../helpers/audit.js';
import { smallWorkbook } from '../../../helpers/workbooks.js';
import { NOT_NOTES_OF_ACCOUNT } from '../../../../src/routes/api/bulk/report-notes.js';

describe.each(dialects)("the notes of an upload's report (%s)", (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  const url = (uploadId: number) => `/api/bulk/uploads/${uploadId}/report-notes`;
  const get = (user: SignedInUser, uploadId: number) => t.app.inject({ method: 'GET', url: url(uploadId), headers: authHeaders(user) });
  const put = (user: SignedInUser, uploadId: number, payload: unknown) => t.app.inject({ method: 'PUT', url: url(uploadId), payload: payload as object, headers: authHeaders(user) });
  const note = async (user: SignedInUser, content: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/notes/', payload: { content, campaign_id: '111111111111111' }, headers: authHeaders(user) })).json<{ id: number }>().id;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
  });
  afterAll(async () => t?.close());

  it('shows every note until a choice is saved, then answers the saved choice', async () => {
    const { started } = await uploadAndWait(t.app, alice, smallWorkbook());
    const [shown, private1, private2] = [await note(alice, 'For the client'), await note(alice, 'Ask Amazon rep'), await note(alice, 'Late payer')];
    expect((await get(alice, started.upload_id)).json()).toEqual({ upload_id: started.upload_id, excluded_note_ids: [], include_narrative: true, updated_at: null });

    const saved = await put(alice, started.upload_id, { excluded_note_ids: [private2, private1, private2] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ upload_id: started.upload_id, excluded_note_ids: [private1, private2].sort((a, b) => a - b) });
    const read = (await get(alice, started.upload_id)).json<{ excluded_note_ids: number[]; updated_at: string }>();
    expect(read.excluded_note_ids).toEqual([private1, private2].sort((a, b) => a - b));
    expect(read.excluded_note_ids).not.toContain(shown);
    expect(read.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Saved again: replaced, not added to.
    await put(alice, started.upload_id, { excluded_note_ids: [private1] });
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [private1] });
    await put(alice, started.upload_id, { excluded_note_ids: [] });
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [] });
  });

  it("keeps the narrative's choice apart from the notes': each saved alone keeps the other", async () => {
    const { started } = await uploadAndWait(t.app, alice, smallWorkbook());
    const leftOut = await note(alice, 'Not for the client');
    const off = await put(alice, started.upload_id, { include_narrative: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ excluded_note_ids: [], include_narrative: false });
    await put(alice, started.upload_id, { excluded_note_ids: [leftOut] });
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [leftOut], include_narrative: false });
    await put(alice, started.upload_id, { include_narrative: true });
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [leftOut], include_narrative: true });
    expect((await put(alice, started.upload_id, { include_narrative: 'yes' })).statusCode).toBe(422);
  });

  it("another account's notes, unknown notes and bad bodies answer 422 and change nothing", async () => {
    const { started } = await uploadAndWait(t.app, alice, smallWorkbook());
    const mine = await note(alice, 'Mine');
    await put(alice, started.upload_id, { excluded_note_ids: [mine] });
    const bobs = await note(bob, "Bob's");
    for (const ids of [[bobs], [mine, bobs], [999_999]]) {
      const response = await put(alice, started.upload_id, { excluded_note_ids: ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
      expect(response.json()).toEqual({ detail: NOT_NOTES_OF_ACCOUNT });
    }
    for (const payload of [{}, { excluded_note_ids: 'all' }, { excluded_note_ids: [0] }]) {
      const response = await put(alice, started.upload_id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.body).not.toMatch(/\s+at \S+ \(|\/src\/|node_modules/);
    }
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [mine] });
  });

  it("another user's upload answers 404 and keeps its choice; the choice goes with its upload", async () => {
    const { started } = await uploadAndWait(t.app, alice, smallWorkbook());
    const mine = await note(alice, 'Private');
    await put(alice, started.upload_id, { excluded_note_ids: [mine] });
    expect((await get(bob, started.upload_id)).statusCode).toBe(404);
    expect((await put(bob, started.upload_id, { excluded_note_ids: [] })).statusCode).toBe(404);
    expect((await get(alice, started.upload_id)).json()).toMatchObject({ excluded_note_ids: [mine] });

    expect((await t.app.inject({ method: 'DELETE', url: '/api/bulk/uploads', headers: authHeaders(alice) })).statusCode).toBe(200);
    expect((await get(alice, started.upload_id)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('report_note_choices').selectAll().where('upload_id', '=', started.upload_id).execute()).toEqual([]);
  });
});
