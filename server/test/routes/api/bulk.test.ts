import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { auditBulkWorkbook } from '@ads-auditor/audit/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, waitForTask, XLSX_MIME, type StartedUpload } from '../../helpers/audit.js';
import { getResult, resultSchemaErrors } from '../../helpers/results.js';
import { notABulkWorkbook, sharedSamplePath, smallWorkbook } from '../../helpers/workbooks.js';

const MB = 1024 * 1024;

describe.each(dialects)('bulk uploads (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect, { env: { UPLOAD_RETENTION: '3' } });
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const uploadCount = async (userId: number) =>
    Number((await t.app.db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  describe('POST /api/bulk/upload', () => {
    it("answers 202 with two task ids at once; the result equals the engine's audit of the same bytes", async () => {
      const bytes = smallWorkbook();
      const response = await uploadFile(t.app, alice, bytes, { fileName: 'Bulk Jan.xlsx' });
      expect(response.statusCode).toBe(202);
      const started = response.json<StartedUpload>();
      expect(started).toEqual({ bulk_task_id: expect.any(String), search_terms_task_id: expect.any(String), upload_id: expect.any(Number) });
      expect(started.bulk_task_id).not.toBe(started.search_terms_task_id);

      const bulk = await waitForTask(t.app, alice, started.bulk_task_id);
      expect(bulk).toEqual({ task_id: started.bulk_task_id, status: 'completed', progress_message: 'File processed successfully.', error_logs: null });
      const searchTerms = await waitForTask(t.app, alice, started.search_terms_task_id);
      expect(searchTerms).toMatchObject({ status: 'completed', progress_message: '9 search terms ready.', error_logs: null });

      const { result } = await getResult(t.app, alice, `/api/background-tasks/${started.bulk_task_id}/results`);
      const engine = await auditBulkWorkbook(bytes);
      expect(result).toEqual({ currency: 'USD', workbook_currency: null, upload_id: started.upload_id, file_name: 'Bulk Jan.xlsx', ...engine });
      expect(result!.summary.account.spend).toBeCloseTo(120.55 + 4.45 + 1.9 + 30.1 + 8.21 + 60.3 + 15, 6);
      expect(resultSchemaErrors(result)).toEqual([]);
    });

    it('refuses a file that is not an .xlsx by name, by type or by content, with 415 and the documented message; nothing is stored', async () => {
      const before = await uploadCount(alice.user.id);
      const bytes = smallWorkbook();
      for (const options of [
        { fileName: 'report.csv', contentType: 'text/csv' },
        { fileName: 'bulk.xls', contentType: XLSX_MIME },
        { fileName: 'bulk.xlsx', contentType: 'text/plain' },
        { fileName: 'bulk', contentType: XLSX_MIME },
      ]) {
        const response = await uploadFile(t.app, alice, bytes, options);
        expect(response.statusCode, options.fileName).toBe(415);
        expect(response.json()).toEqual({ detail: 'Only .xlsx files are allowed.' });
      }
      const text = await uploadFile(t.app, alice, new TextEncoder().encode('Campaign ID,Spend\n1,2\n'), { fileName: 'renamed.xlsx' });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ detail: 'Only .xlsx files are allowed.' });
      expect(await uploadCount(alice.user.id)).toBe(before);
    });

    it('refuses a file over 20 MB with 413 and the documented message, whether the size is declared or found while streaming', async () => {
      const before = await uploadCount(alice.user.id);
      const justOver = new Uint8Array(20 * MB + 1);
      justOver.set([0x50, 0x4b, 0x03, 0x04]);
      const streamed = await uploadFile(t.app, alice, justOver);
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json()).toEqual({ detail: 'File size must be under 20MB.' });
      const declared = await uploadFile(t.app, alice, new Uint8Array(25 * MB));
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toEqual({ detail: 'File size must be under 20MB.' });
      expect(await uploadCount(alice.user.id)).toBe(before);
    });

    it('answers 415 for a body that is not multipart, 422 for a form without a file or an empty file', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload: { file: 'x' }, headers: authHeaders(alice) });
      expect(json.statusCode).toBe(415);
      expect(json.json().detail).toMatch(/multipart\/form-data/);
      const boundary = 'b0undary';
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/bulk/upload',
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        headers: { ...authHeaders(alice), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json()).toEqual({ detail: 'No file was uploaded. Send it in the form field "file".' });
      const empty = await uploadFile(t.app, alice, new Uint8Array(0));
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ detail: 'The uploaded file is empty.' });
    });

    it('answers 400 with a clear detail for a form that is cut off or has no boundary', async () => {
      const cutOff = `--${'b'}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: ${XLSX_MIME}\r\n\r\nPK\u0003\u0004abc`;
      for (const [payload, contentType] of [[cutOff, 'multipart/form-data; boundary=b'], ['x', 'multipart/form-data']]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload, headers: { ...authHeaders(alice), 'content-type': contentType } });
        expect(response.statusCode, contentType).toBe(400);
        expect(response.json()).toEqual({ detail: 'The upload could not be read: the form data is malformed or was cut off. Please try again.' });
      }
    });

    it('fails the task of a workbook that is not a bulk file, or a damaged one, with a message a user can read', async () => {
      const notBulk = await uploadAndWait(t.app, alice, notABulkWorkbook());
      expect(notBulk.bulk.status).toBe('failed');
      expect(notBulk.bulk.error_logs).toMatch(/not an Amazon Ads bulk file/);
      const results = await t.app.inject({ method: 'GET', url: `/api/background-tasks/${notBulk.started.bulk_task_id}/results`, headers: authHeaders(alice) });
      expect(results.statusCode).toBe(404);
      expect(results.json().detail).toMatch(/^This task failed, so it has no result: .*not an Amazon Ads bulk file/);

      const damaged = smallWorkbook().slice(0, 2000);
      const broken = await uploadAndWait(t.app, alice, damaged);
      expect(broken.bulk.status).toBe('failed');
      expect(broken.bulk.error_logs).toBeTruthy();
      expect(broken.bulk.error_logs).not.toMatch(/unexpected error|at \w+ \(|\/work\/|node_modules/);
    });

    it('requires a signed-in user', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    });
  });

  describe('GET /api/bulk/campaigns', () => {
    it('answers 404 with a clear detail before any upload', async () => {
      const newcomer = await signUpAndLogin(t.app);
      const response = await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(newcomer) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No processed bulk file found. Upload a bulk file first.' });
    });

    it("answers the caller's latest processed upload, compressed: br as stored, gzip for clients without br, plain for the rest", async () => {
      const { started } = await uploadAndWait(t.app, alice, smallWorkbook(), 'Latest.xlsx');
      const { result } = await getResult(t.app, alice, '/api/bulk/campaigns');
      expect(result).toMatchObject({ upload_id: started.upload_id, file_name: 'Latest.xlsx' });
      const fetchWith = (acceptEncoding: string) =>
        t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: { ...authHeaders(alice), 'accept-encoding': acceptEncoding } });

      const browser = await fetchWith('gzip, deflate, br, zstd');
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString('utf8'))).toEqual(result);

      const gzip = await fetchWith('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(result);

      const refused = await fetchWith('br;q=0, gzip;q=0');
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json()).toEqual(result);
    });

    it("tells in headers the search-terms task of the upload and its status, so a reloaded page knows they are still being read", async () => {
      const erin = await signUpAndLogin(t.app);
      const { started } = await uploadAndWait(t.app, erin, smallWorkbook());
      const read = () => t.app.inject({ method: 'GET', url: `/api/bulk/campaigns?upload_id=${started.upload_id}`, headers: authHeaders(erin) });
      const done = await read();
      expect(done.headers['x-search-terms-task-id']).toBe(started.search_terms_task_id);
      expect(done.headers['x-search-terms-status']).toBe('completed');
      // The state of an upload whose audit is done while its search terms are still being read.
      await t.app.db.updateTable('tasks').set({ status: 'processing' }).where('id', '=', started.search_terms_task_id).execute();
      const processing = await read();
      expect(processing.statusCode).toBe(200);
      expect(processing.headers['x-search-terms-status']).toBe('processing');
      const latest = await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(erin) });
      expect(latest.headers['x-search-terms-status']).toBe('processing');
    });
  });

  describe('retention and DELETE /api/bulk/uploads', () => {
    it('keeps the last uploads per user (UPLOAD_RETENTION) and deletes older ones with their tasks and results', async () => {
      const carol = await signUpAndLogin(t.app);
      const first = await uploadAndWait(t.app, carol, smallWorkbook());
      for (let i = 0; i < 3; i += 1) await uploadAndWait(t.app, carol, smallWorkbook());
      expect(await uploadCount(carol.user.id)).toBe(3);
      const gone = await t.app.inject({ method: 'GET', url: `/api/background-tasks/${first.started.bulk_task_id}`, headers: authHeaders(carol) });
      expect(gone.statusCode).toBe(404);
    });

    it("deletes all of the caller's uploads, tasks, results and search terms, and keeps their notes and other users' uploads", async () => {
      const dave = await signUpAndLogin(t.app);
      const { started } = await uploadAndWait(t.app, dave, smallWorkbook());
      await t.app.inject({ method: 'POST', url: '/api/notes/', payload: { content: 'keep me', campaign_id: '111111111111111' }, headers: authHeaders(dave) });
      const aliceBefore = await uploadCount(alice.user.id);

      const response = await t.app.inject({ method: 'DELETE', url: '/api/bulk/uploads', headers: authHeaders(dave) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted_uploads: 1 });
      expect((await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(dave) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/background-tasks/${started.bulk_task_id}`, headers: authHeaders(dave) })).statusCode).toBe(404);
      const terms = await t.app.db.selectFrom('search_terms').select('upload_id').where('upload_id', '=', started.upload_id).execute();
      expect(terms).toEqual([]);
      const notes = await t.app.inject({ method: 'GET', url: '/api/notes/?campaign_id=111111111111111', headers: authHeaders(dave) });
      expect(notes.json()).toHaveLength(1);
      expect(await uploadCount(alice.user.id)).toBe(aliceBefore);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/bulk/uploads', headers: authHeaders(dave) })).json()).toEqual({ deleted_uploads: 0 });
    });
  });

  const samplePath = sharedSamplePath();
  it.runIf(samplePath !== undefined)("audits the shared Amazon sample: the campaign totals equal the engine's", async () => {
    const bytes = new Uint8Array(fs.readFileSync(samplePath!));
    const { started, bulk } = await uploadAndWait(t.app, alice, bytes, 'zvalves_bulk.xlsx');
    expect(bulk.status).toBe('completed');
    const { result } = await getResult(t.app, alice, `/api/background-tasks/${started.bulk_task_id}/results`);
    const engine = await auditBulkWorkbook(bytes);
    expect(result!.campaigns.length).toBe(engine.campaigns.length);
    expect(result!.campaigns.map((c) => [c.id, c.metrics.spend, c.metrics.sales])).toEqual(engine.campaigns.map((c) => [c.id, c.metrics.spend, c.metrics.sales]));
    expect(result!.summary.account).toEqual(engine.summary.account);
    expect(resultSchemaErrors(result)).toEqual([]);
  });
});
