// Uploads are bounded: a full job queue answers 503, and each user has an upload rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_FULL_DETAIL } from '../../../src/jobs/job-queue.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { buildAuditTestApp, uploadFile, waitForTask, type StartedUpload } from '../../helpers/audit.js';
import { SELLER_REPORT_CSV, smallWorkbook } from '../../helpers/workbooks.js';

describe.each(dialects)('upload limits (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // Room for one upload (two jobs) at a time; three uploads per user and minute.
    t = await buildAuditTestApp(dialect, { env: { JOB_WORKERS: '1', JOB_QUEUE_SIZE: '1', RATE_LIMIT_UPLOAD: '3' } });
  });
  afterAll(async () => t?.close());

  it('answers 503 with a clear detail while the queue is full, stores nothing, and accepts uploads again once it drains', async () => {
    const alice = await signUpAndLogin(t.app);
    let first: StartedUpload;
    if (dialect === 'sqlite') {
      // The embedded pool's first job waits for its worker thread to boot: the queue is full meanwhile.
      first = (await uploadFile(t.app, alice, smallWorkbook())).json<StartedUpload>();
    } else {
      // pg-boss counts the tasks waiting across every process: a backlog of two fills it.
      const backlog = await t.app.repos.uploads.create({ userId: alice.user.id, fileName: 'backlog.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
      first = { bulk_task_id: backlog.tasks[0].id, search_terms_task_id: backlog.tasks[1].id, upload_id: backlog.upload.id };
    }
    const uploadsBefore = await t.app.db.selectFrom('uploads').select('id').execute();
    const refused = await uploadFile(t.app, alice, smallWorkbook());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: QUEUE_FULL_DETAIL });
    expect(await t.app.db.selectFrom('uploads').select('id').execute()).toEqual(uploadsBefore);

    if (dialect === 'sqlite') {
      await waitForTask(t.app, alice, first.bulk_task_id);
      await waitForTask(t.app, alice, first.search_terms_task_id);
    } else {
      await t.app.db.deleteFrom('uploads').where('id', '=', first.upload_id).execute();
    }
    const accepted = await uploadFile(t.app, alice, smallWorkbook());
    expect(accepted.statusCode).toBe(202);
    const next = accepted.json<StartedUpload>();
    expect((await waitForTask(t.app, alice, next.bulk_task_id)).status).toBe('completed');
    await waitForTask(t.app, alice, next.search_terms_task_id);
  });

  it('limits uploads per user (429 with a clear detail); another user is not affected', async () => {
    const [carol, dave]: SignedInUser[] = [await signUpAndLogin(t.app), await signUpAndLogin(t.app)];
    const wrongType = (user: SignedInUser) => uploadFile(t.app, user, new Uint8Array([1, 2, 3]), { fileName: 'x.csv', contentType: 'text/csv' });
    for (let i = 0; i < 3; i += 1) expect((await wrongType(carol)).statusCode).toBe(415);
    const limited = await wrongType(carol);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests\. Please try again in /);
    expect((await wrongType(dave)).statusCode).toBe(415);

    const report = (user: SignedInUser) => uploadFile(t.app, user, new TextEncoder().encode(SELLER_REPORT_CSV), { url: '/api/business_reports/upload', fileName: 'r.txt', contentType: 'text/plain' });
    for (let i = 0; i < 3; i += 1) expect((await report(carol)).statusCode).toBe(415);
    expect((await report(carol)).statusCode).toBe(429);
  });
});
