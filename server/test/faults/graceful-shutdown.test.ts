// SIGTERM while an upload is being processed: new uploads are refused with 503 at once, the
// running tasks finish (SHUTDOWN_GRACE_SECONDS), the database is closed cleanly and the process exits 0.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { SHUTTING_DOWN_DETAIL } from '../../src/plugins/shutdown.js';
import { XLSX_MIME } from '../helpers/audit.js';
import { call, startServerProcess, type ServerProcess } from './server-process.js';

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function upload(token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: XLSX_MIME }), 'bulk.xlsx');
  const response = await fetch(`${server!.url}/api/bulk/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('refuses new uploads, lets the running ones finish, closes the database and exits 0', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-shutdown-'));
  server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '30', JOB_WORKERS: '1' });
  const signup = await call(server, 'POST', '/api/auth/signup', undefined, { email: 'shutdown@example.com', full_name: 'Shut Down', password: 'correct horse battery' });
  const token = (signup.body as { access_token: string }).access_token;

  const started = await upload(token, generateBulkWorkbook({ campaigns: 120 }));
  expect(started.status).toBe(202);
  server.child.kill('SIGTERM');
  while (!server.output().includes('SIGTERM received')) await new Promise((resolve) => setTimeout(resolve, 10));

  const refused = await upload(token, generateBulkWorkbook({ campaigns: 1 }));
  expect(refused).toEqual({ status: 503, body: { detail: SHUTTING_DOWN_DETAIL } });
  // Reads go on meanwhile: the web app keeps following its tasks.
  expect((await call(server, 'GET', `/api/background-tasks/${String(started.body.bulk_task_id)}`, token)).status).toBe(200);

  expect(await server.exited).toBe(0);
  const file = path.join(dataDir, 'ads-auditor.sqlite');
  // A cleanly closed SQLite database has checkpointed and removed its write-ahead log.
  await expect(fs.stat(`${file}-wal`)).rejects.toThrow();
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    expect(db.prepare('select kind, status from tasks order by kind').all()).toEqual([
      { kind: 'bulk_audit', status: 'completed' },
      { kind: 'search_terms', status: 'completed' },
    ]);
    expect(db.prepare('select count(*) as n from uploads').get()).toEqual({ n: 1 });
  } finally {
    db.close();
  }
  expect(server.output()).not.toMatch(/"level":50/);
});
