import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, type StartedUpload } from '../../helpers/audit.js';
import { getResult } from '../../helpers/results.js';
import { smallWorkbook } from '../../helpers/workbooks.js';

describe.each(dialects)('background tasks (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let done: StartedUpload;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    bob = await signUpAndLogin(t.app);
    done = (await uploadAndWait(t.app, alice, smallWorkbook())).started;
  });
  afterAll(async () => t?.close());

  const get = (user: SignedInUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user ? authHeaders(user) : {} });

  /** An upload whose jobs were never queued: its tasks stay pending, as behind a long queue. */
  const queuedUpload = async (user: SignedInUser) => {
    const { tasks } = await t.app.repos.uploads.create({ userId: user.user.id, fileName: 'queued.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
    return { bulk: tasks.find((task) => task.kind === 'bulk_audit')!.id, searchTerms: tasks.find((task) => task.kind === 'search_terms')!.id };
  };

  describe('GET /api/background-tasks/{task_id}', () => {
    it('answers the status, a progress message and the error logs of a task', async () => {
      const response = await get(alice, `/api/background-tasks/${done.bulk_task_id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ task_id: done.bulk_task_id, status: 'completed', progress_message: 'File processed successfully.', error_logs: null });
      const queued = await queuedUpload(alice);
      expect((await get(alice, `/api/background-tasks/${queued.bulk}`)).json()).toEqual({
        task_id: queued.bulk,
        status: 'pending',
        progress_message: 'Waiting for a free worker...',
        error_logs: null,
      });
      expect((await get(alice, `/api/background-tasks/${queued.searchTerms}`)).json().progress_message).toBe('Waiting for the campaign audit to finish...');
    });

    it("answers 404 for an unknown task and for another user's task, 401 when signed out", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const unknown = await get(alice, `/api/background-tasks/${id}`);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ detail: 'Task not found' });
      }
      const foreign = await get(bob, `/api/background-tasks/${done.bulk_task_id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Task not found' });
      expect((await get(null, `/api/background-tasks/${done.bulk_task_id}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/background-tasks/{task_id}/results', () => {
    it('answers the audit once the task completed', async () => {
      const { response, result } = await getResult(t.app, alice, `/api/background-tasks/${done.bulk_task_id}/results`);
      expect(response.statusCode).toBe(200);
      expect(result).toMatchObject({ upload_id: done.upload_id, file_name: 'bulk.xlsx' });
      expect(result!.campaigns.map((c) => c.name).sort()).toEqual(['SB Video', 'SD Contextual', 'SP Auto', 'SP Manual Exact']);
    });

    it("carries the SHA-256 of its JSON text as its ETag, and answers 304 without a body to a request that names it", async () => {
      const url = `/api/background-tasks/${done.bulk_task_id}/results`;
      const { response } = await getResult(t.app, alice, url);
      const etag = `"${createHash('sha256').update(response.body, 'utf8').digest('hex')}"`;
      expect(response.headers.etag).toBe(etag);
      const named = (ifNoneMatch: string) => t.app.inject({ method: 'GET', url, headers: { ...authHeaders(alice), 'if-none-match': ifNoneMatch } });
      for (const header of [etag, `"other", ${etag}`, `W/${etag}`]) {
        const same = await named(header);
        expect(same.statusCode).toBe(304);
        expect(same.body).toBe('');
        expect(same.headers.etag).toBe(etag);
      }
      const other = await named(`"${'0'.repeat(64)}"`);
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(JSON.parse(response.body));
      // The owner only: another user's If-None-Match learns nothing.
      expect((await t.app.inject({ method: 'GET', url, headers: { ...authHeaders(bob), 'if-none-match': etag } })).statusCode).toBe(404);
    });

    it('answers 404 until the result is ready (the web client retries on 404)', async () => {
      const queued = await queuedUpload(alice);
      const response = await get(alice, `/api/background-tasks/${queued.bulk}/results`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'The result is not ready yet.' });
    });

    it('answers 404 for a search-terms task, which has no audit result', async () => {
      const response = await get(alice, `/api/background-tasks/${done.search_terms_task_id}/results`);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toMatch(/GET \/api\/search-terms/);
    });

    it("answers 404 for another user's task and 401 when signed out", async () => {
      const foreign = await get(bob, `/api/background-tasks/${done.bulk_task_id}/results`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Task not found' });
      expect((await get(null, `/api/background-tasks/${done.bulk_task_id}/results`)).statusCode).toBe(401);
    });
  });
});
