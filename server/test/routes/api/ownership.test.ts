// Two users never see each other's tasks, results, search terms, business reports or notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, type StartedUpload } from '../../helpers/audit.js';
import { AUTO_AD_GROUP_ID, SELLER_REPORT_CSV, smallWorkbook, workbookWithoutSearchTerms } from '../../helpers/workbooks.js';

describe.each(dialects)('ownership across the audit API (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let aliceUpload: StartedUpload;
  let aliceNoteId: number;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    bob = await signUpAndLogin(t.app);
    aliceUpload = (await uploadAndWait(t.app, alice, smallWorkbook(), 'alice.xlsx')).started;
    const report = await uploadFile(t.app, alice, new TextEncoder().encode(SELLER_REPORT_CSV), { url: '/api/business_reports/upload', fileName: 'alice.csv', contentType: 'text/csv' });
    expect(report.statusCode).toBe(200);
    const note = await call(alice, 'POST', '/api/notes/', { content: "Alice's note", campaign_id: '111111111111111' });
    aliceNoteId = note.json<{ id: number }>().id;
  });
  afterAll(async () => t?.close());

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: authHeaders(user) });

  it("answers 404 for the other user's tasks and results", async () => {
    for (const url of [
      `/api/background-tasks/${aliceUpload.bulk_task_id}`,
      `/api/background-tasks/${aliceUpload.search_terms_task_id}`,
      `/api/background-tasks/${aliceUpload.bulk_task_id}/results`,
    ]) {
      const response = await call(bob, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Task not found' });
    }
  });

  it("never serves the other user's latest upload, search terms or business report", async () => {
    expect((await call(bob, 'GET', '/api/bulk/campaigns')).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/search-terms/${AUTO_AD_GROUP_ID}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/api/business_reports/latest')).statusCode).toBe(404);

    // Bob's own upload (same ad group ids, no search terms): his answers come from it alone.
    const bobUpload = (await uploadAndWait(t.app, bob, workbookWithoutSearchTerms(), 'bob.xlsx')).started;
    const campaigns = await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: { ...authHeaders(bob), 'accept-encoding': 'identity' } });
    expect(campaigns.json()).toMatchObject({ upload_id: bobUpload.upload_id, file_name: 'bob.xlsx' });
    expect((await call(bob, 'GET', `/api/search-terms/${AUTO_AD_GROUP_ID}`)).json().no_sheets_info).toBe(true);
    expect((await call(bob, 'GET', '/api/business_reports/latest')).statusCode).toBe(404);

    const aliceTerms = await call(alice, 'GET', `/api/search-terms/${AUTO_AD_GROUP_ID}`);
    expect(aliceTerms.json().data.pagination.total).toBe(7);
    expect((await call(alice, 'GET', '/api/business_reports/latest')).json()).toMatchObject({ upload_id: aliceUpload.upload_id, file_name: 'alice.csv' });
  });

  it("never lists, edits or deletes the other user's notes, even on the same campaign", async () => {
    expect((await call(bob, 'GET', '/api/notes/?campaign_id=111111111111111')).json()).toEqual([]);
    const bulk = await call(bob, 'POST', '/api/notes/bulk', { campaign_ids: ['111111111111111'], parent_asins: [] });
    expect(bulk.json().campaign_notes).toEqual({ '111111111111111': [] });
    expect((await call(bob, 'PUT', `/api/notes/${aliceNoteId}`, { content: 'changed' })).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/notes/${aliceNoteId}`)).statusCode).toBe(404);
    const aliceNotes = await call(alice, 'GET', '/api/notes/?campaign_id=111111111111111');
    expect(aliceNotes.json().map((note: { content: string }) => note.content)).toEqual(["Alice's note"]);
  });

  it("deleting one user's uploads leaves the other's untouched", async () => {
    expect((await call(bob, 'DELETE', '/api/bulk/uploads')).json()).toEqual({ deleted_uploads: 1 });
    const aliceTask = await call(alice, 'GET', `/api/background-tasks/${aliceUpload.bulk_task_id}`);
    expect(aliceTask.json().status).toBe('completed');
    expect((await call(alice, 'GET', `/api/background-tasks/${aliceUpload.bulk_task_id}/results`)).statusCode).toBe(200);
  });
});
