// `npm run worker`: a worker-only process runs the jobs of API processes through pg-boss; when
// it dies mid-task, the task is failed by the API's sweep. Without PostgreSQL it refuses to start.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { STALLED_MESSAGE } from '../../src/jobs/pg-boss-queue.js';
import { dialects, postgresTestUrl, signUpAndLogin, type TestApp } from '../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadFile, waitForTask, type StartedUpload, type TaskStatus } from '../helpers/audit.js';
import { smallWorkbook } from '../helpers/workbooks.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts src/worker.ts as `npm run worker` would start dist/worker.js. */
function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/worker.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(dialects)('npm run worker (%s)', (dialect) => {
  if (dialect === 'sqlite') {
    it('refuses to start without PostgreSQL, and says why', async () => {
      const worker = startWorker({ DATA_DIR: '/nonexistent-ads-auditor-data' });
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toMatch(/npm run worker needs DATABASE_URL set to a PostgreSQL database/);
    });
    return;
  }

  const apps: TestApp[] = [];
  const workers: WorkerProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    for (const app of apps) await app.close();
  });

  /** An API app that leaves jobs to worker processes, and a worker process on the same database. */
  async function apiAndWorker(apiEnv: Record<string, string> = {}) {
    const api = await buildAuditTestApp('postgres', { env: { JOB_RUN_IN_API: 'false', ...apiEnv } });
    apps.push(api);
    const worker = startWorker({
      DATABASE_URL: postgresTestUrl!,
      DATABASE_SCHEMA: api.config.database.dialect === 'postgres' ? api.config.database.schema! : '',
      PGBOSS_SCHEMA: api.config.jobs.pgBossSchema,
      TASK_TIMEOUT_SECONDS: '60',
    });
    workers.push(worker);
    await waitFor('the worker to start', () => worker.output().includes('waiting for audit jobs'));
    return { api, worker, user: await signUpAndLogin(api.app) };
  }

  it('runs the jobs of an API process that leaves them to it, and stops on SIGTERM', async () => {
    const { api, worker, user } = await apiAndWorker();
    const started = (await uploadFile(api.app, user, smallWorkbook())).json<StartedUpload>();
    expect((await waitForTask(api.app, user, started.bulk_task_id, 30_000)).status).toBe('completed');
    expect((await waitForTask(api.app, user, started.search_terms_task_id, 30_000)).status).toBe('completed');
    const result = await api.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: { ...authHeaders(user), 'accept-encoding': 'identity' } });
    expect(result.json().campaigns).toHaveLength(4);
    // The workbook waited in the database only while its jobs ran.
    expect(await api.app.db.selectFrom('upload_blobs').selectAll().execute()).toEqual([]);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('a worker process killed mid-task: its task ends failed with a message that says so', async () => {
    // The API sweeps with a 1 s time-out, so an abandoned task is found after 2 s, not minutes.
    const { api, worker, user } = await apiAndWorker({ TASK_TIMEOUT_SECONDS: '1' });
    const started = (await uploadFile(api.app, user, smallWorkbook())).json<StartedUpload>();
    const status = async () => (await api.app.inject({ method: 'GET', url: `/api/background-tasks/${started.bulk_task_id}`, headers: authHeaders(user) })).json<TaskStatus>();
    await waitFor('the task to be processing', async () => (await status()).status === 'processing');
    worker.child.kill('SIGKILL');
    await worker.exited;
    const task = await waitForTask(api.app, user, started.bulk_task_id, 20_000);
    expect(task).toMatchObject({ status: 'failed', error_logs: STALLED_MESSAGE });
  });
});
