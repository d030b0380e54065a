// Uploads enter the job queue within its room, counting the uploads still being read (N
// simultaneous uploads must not all be read into memory before the queue refuses them), and
// with PostgreSQL a queued job starts at once rather than at the workers' next poll.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerModuleUrl } from '../../src/jobs/create-job-queue.js';
import { QUEUE_FULL_DETAIL } from '../../src/jobs/job-queue.js';
import { PgBossJobQueue } from '../../src/jobs/pg-boss-queue.js';
import { WorkerPool } from '../../src/jobs/worker-pool.js';
import { createRepositories } from '../../src/repositories/index.js';
import { dialects, postgresTestUrl, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, buildAuditTestApp, multipartBody, uploadFile, waitForTask, XLSX_MIME, type StartedUpload } from '../helpers/audit.js';
import { smallWorkbook } from '../helpers/workbooks.js';

async function waitUntil(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** An upload whose body arrives in two steps: the server reads the first half, then waits for the rest. */
function uploadInTwoSteps(t: TestApp, user: SignedInUser) {
  const body = multipartBody('file', 'slow.xlsx', XLSX_MIME, smallWorkbook());
  const stream = new PassThrough();
  const response = t.app.inject({ method: 'POST', url: '/api/bulk/upload', payload: stream, headers: { ...body.headers, ...authHeaders(user) } });
  const half = Math.floor(body.payload.length / 2);
  stream.write(body.payload.subarray(0, half));
  return {
    response,
    /** The server has taken the first half: the upload was admitted and its file is being read. */
    reading: () => waitUntil('the server to read the first half', () => stream.readableLength === 0),
    finish: () => stream.end(body.payload.subarray(half)),
    cutOff: () => stream.end(),
  };
}

describe.each(dialects)('upload admission (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    // Room for one upload (two jobs) at a time.
    t = await buildAuditTestApp(dialect, { env: { JOB_WORKERS: '1', JOB_QUEUE_SIZE: '1' } });
    [alice, bob] = [await signUpAndLogin(t.app), await signUpAndLogin(t.app)];
  });
  afterAll(async () => t?.close());

  it('an upload being read holds the room: another one meanwhile answers 503 at once, and the first is accepted', async () => {
    const slow = uploadInTwoSteps(t, alice);
    await slow.reading();
    const refused = await uploadFile(t.app, bob, smallWorkbook());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: QUEUE_FULL_DETAIL });
    // The upload screen sends the file again by itself after it.
    expect(refused.headers['retry-after']).toBe('30');

    slow.finish();
    const accepted = await slow.response;
    expect(accepted.statusCode).toBe(202);
    const started = accepted.json<StartedUpload>();
    expect((await waitForTask(t.app, alice, started.bulk_task_id)).status).toBe('completed');
    await waitForTask(t.app, alice, started.search_terms_task_id);
  });

  it('an upload cut off while being read gives its room back', async () => {
    const cut = uploadInTwoSteps(t, alice);
    await cut.reading();
    cut.cutOff();
    expect((await cut.response).statusCode).toBe(400);

    const next = await uploadFile(t.app, bob, smallWorkbook());
    expect(next.statusCode).toBe(202);
    const started = next.json<StartedUpload>();
    await waitForTask(t.app, bob, started.bulk_task_id);
    await waitForTask(t.app, bob, started.search_terms_task_id);
  });

  if (dialect !== 'postgres') return;

  it('a job queued by an API process that leaves jobs to workers starts at once, though the workers poll only every minute', async () => {
    const api = await buildAuditTestApp('postgres', { env: { JOB_RUN_IN_API: 'false' } });
    const pool = new WorkerPool({ moduleUrl: workerModuleUrl, size: 1, maxQueued: 1, timeoutMs: 60_000 });
    const worker = new PgBossJobQueue(
      { ...createRepositories(api.app.db), pool, log: api.app.log },
      { connectionString: postgresTestUrl!, schema: api.config.jobs.pgBossSchema, work: true, concurrency: 1, maxPending: 10, taskTimeoutMs: 60_000, pollingIntervalSeconds: 60 },
    );
    try {
      await worker.start(); // its first poll finds nothing; the next would be a minute later
      const user = await signUpAndLogin(api.app);
      const started = (await uploadFile(api.app, user, smallWorkbook())).json<StartedUpload>();
      expect((await waitForTask(api.app, user, started.bulk_task_id, 20_000)).status).toBe('completed');
      expect((await waitForTask(api.app, user, started.search_terms_task_id, 20_000)).status).toBe('completed');
    } finally {
      await worker.close();
      await api.close();
    }
  });
});
