// The disk fills up while a result is being written. SQLite reports a full disk (SQLITE_FULL)
// when the database cannot grow: `PRAGMA max_page_count` caps its growth at its current size, a
// real storage-full failure at the storage boundary, with no mock and no root-only tmpfs mount.
// The task fails with a clear message, nothing of the result is stored or served, and once
// there is room again the next upload completes.
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FAULT_DETAILS } from '../../src/db/database-errors.js';
import { STORAGE_FULL_FAILURE } from '../../src/jobs/run-audit-job.js';
import { buildTestApp, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, uploadFile, waitForTask, type StartedUpload } from '../helpers/audit.js';

/** Enough campaigns for a result of many pages, still audited in well under a second. */
const workbook = generateBulkWorkbook({ campaigns: 40 });

describe('a full disk while a result is written (SQLite)', () => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await signUpAndLogin(t.app);
    // No free pages left over from the migrations: every new row must grow the file.
    await sql`VACUUM`.execute(t.app.db);
  });
  afterAll(async () => t?.close());

  const pageCount = async () => Number((await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.app.db)).rows[0].page_count);
  const capGrowth = async (pages: number) => void (await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(t.app.db));

  it('fails the task with a clear message, stores and serves nothing of the result, and recovers once there is room', async () => {
    const response = await uploadFile(t.app, user, workbook);
    expect(response.statusCode).toBe(202);
    const started = response.json<StartedUpload>();
    // The upload and its tasks are stored; from now on the file cannot grow (the worker is still booting).
    await capGrowth(await pageCount());

    const bulk = await waitForTask(t.app, user, started.bulk_task_id);
    expect(bulk).toMatchObject({ status: 'failed', error_logs: STORAGE_FULL_FAILURE });
    await waitForTask(t.app, user, started.search_terms_task_id);
    expect(await t.app.db.selectFrom('upload_results').select('upload_id').execute()).toEqual([]);
    const results = await t.app.inject({ method: 'GET', url: `/api/background-tasks/${started.bulk_task_id}/results`, headers: authHeaders(user) });
    expect(results.statusCode).toBe(404);
    expect(results.json().detail).toContain(STORAGE_FULL_FAILURE);
    expect((await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(user) })).statusCode).toBe(404);

    // A request that must write answers 503 meanwhile, not 500.
    const note = await t.app.inject({ method: 'POST', url: '/api/notes', headers: authHeaders(user), payload: { content: 'x'.repeat(9000), campaign_id: '1' } });
    expect(note.statusCode).toBe(503);
    expect(note.json()).toEqual({ detail: DATABASE_FAULT_DETAILS.storage_full });

    await capGrowth(1_073_741_823);
    const next = (await uploadFile(t.app, user, workbook)).json<StartedUpload>();
    expect((await waitForTask(t.app, user, next.bulk_task_id)).status).toBe('completed');
    await waitForTask(t.app, user, next.search_terms_task_id);
    expect((await t.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(user) })).statusCode).toBe(200);
  });
});
