// Nothing stays stuck: a worker thread killed mid-task, a server stopped mid-task and a process
// that died with tasks in flight all end with failed tasks a user can read. The embedded queue
// runs on SQLite, pg-boss on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTARTED_MESSAGE } from '../../src/jobs/embedded-queue.js';
import { STALLED_MESSAGE } from '../../src/jobs/pg-boss-queue.js';
import { POOL_MESSAGES } from '../../src/jobs/worker-pool.js';
import { STOP_MESSAGE } from '../../src/jobs/worker-protocol.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, type StartedUpload, type TaskStatus } from '../helpers/audit.js';
import { smallWorkbook } from '../helpers/workbooks.js';

describe.each(dialects)('job recovery (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const taskOf = async (app: TestApp, user: SignedInUser, taskId: string) =>
    (await app.app.inject({ method: 'GET', url: `/api/background-tasks/${taskId}`, headers: authHeaders(user) })).json<TaskStatus>();

  it('a worker thread killed mid-task fails its task with a readable message, and the next upload works', async () => {
    const stop = t.app.workerPool.onJobStart(({ kind, worker }) => {
      if (kind !== 'bulk_audit') return;
      stop();
      // The thread ends mid-task. Asked to leave rather than terminated: terminate() at this
      // instant can land in a zlib constructor and abort Node 20 itself (stop-worker.ts).
      worker.postMessage(STOP_MESSAGE);
    });
    const killed = await uploadAndWait(t.app, alice, smallWorkbook());
    expect(killed.bulk).toMatchObject({ status: 'failed', progress_message: 'Processing failed.', error_logs: POOL_MESSAGES.crashed });
    expect(killed.searchTerms.status).toBe('completed');

    const next = await uploadAndWait(t.app, alice, smallWorkbook());
    expect(next.bulk.status).toBe('completed');
  });

  it('stopping the server mid-task fails the task instead of leaving it processing', async () => {
    const first = await buildAuditTestApp(dialect);
    try {
      const user = await signUpAndLogin(first.app);
      const running = new Promise<void>((resolve) => first.app.workerPool.onJobStart(({ kind }) => kind === 'bulk_audit' && resolve()));
      const response = await uploadFile(first.app, user, smallWorkbook());
      const started = response.json<StartedUpload>();
      await running;
      await first.app.close();

      const restarted = await buildAuditTestApp(dialect, { sameDataAs: first });
      try {
        expect(await taskOf(restarted, user, started.bulk_task_id)).toMatchObject({ status: 'failed', error_logs: POOL_MESSAGES.stoppedWhileRunning });
        expect((await taskOf(restarted, user, started.search_terms_task_id)).status).toBe('failed');
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });

  it('tasks a dead process left unfinished are failed at the next start-up, with a message that says so', async () => {
    const first = await buildAuditTestApp(dialect);
    try {
      const user = await signUpAndLogin(first.app);
      const { uploads, tasks } = first.app.repos;
      // The rows a process leaves when it dies mid-job: one task processing, one still waiting.
      const created = await uploads.create({ userId: user.user.id, fileName: 'died.xlsx', fileSize: 1, taskKinds: ['bulk_audit', 'search_terms'] });
      const [processing, waiting] = created.tasks;
      await tasks.start(processing.id, 'Reading Sponsored Products Campaigns (12,000 rows)...');
      // pg-boss: other processes may be working, so only a task that stopped moving counts as abandoned.
      const longAgo = new Date(Date.now() - 3600_000).toISOString();
      await first.app.db.updateTable('tasks').set({ updated_at: longAgo }).where('id', '=', processing.id).execute();
      const fresh = await uploads.create({ userId: user.user.id, fileName: 'live.xlsx', fileSize: 1, taskKinds: ['bulk_audit'] });
      await tasks.start(fresh.tasks[0].id, 'Opening the workbook...');
      await first.app.close();

      const restarted = await buildAuditTestApp(dialect, { sameDataAs: first });
      try {
        const abandoned = await taskOf(restarted, user, processing.id);
        const live = await taskOf(restarted, user, fresh.tasks[0].id);
        const queued = await taskOf(restarted, user, waiting.id);
        if (dialect === 'sqlite') {
          // Embedded: the jobs lived in the dead process's memory; none of them can finish.
          expect(abandoned).toMatchObject({ status: 'failed', error_logs: RESTARTED_MESSAGE });
          expect(live).toMatchObject({ status: 'failed', error_logs: RESTARTED_MESSAGE });
          expect(queued).toMatchObject({ status: 'failed', error_logs: RESTARTED_MESSAGE });
        } else {
          expect(abandoned).toMatchObject({ status: 'failed', progress_message: 'Processing failed.', error_logs: STALLED_MESSAGE });
          expect(live.status).toBe('processing');
          expect(queued.status).toBe('pending');
        }
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
