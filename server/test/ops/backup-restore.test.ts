// Backups of the embedded SQLite database: taken while users, notes and uploads are being
// written, restored into a fresh data directory, where every user, note and audit result
// written before the backup is found intact through the API. A restore refuses a file that is
// not an Ads Auditor database and a database a running server has open.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSqlite, BackupError, inspectSqlite, restoreSqlite } from '../../src/ops/sqlite-backup.js';
import { buildTestApp, signUpAndLogin, TEST_PASSWORD, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders, uploadAndWait, uploadFile, waitForTask, type StartedUpload } from '../helpers/audit.js';
import { smallWorkbook } from '../helpers/workbooks.js';

interface Written {
  user: SignedInUser;
  notes: string[];
  /** The audit result as the API served it before the backup. */
  result?: string;
}

describe('SQLite backup and restore', () => {
  let live: TestApp;
  let restored: TestApp | undefined;
  let workDir: string;
  const written: Written[] = [];

  const sqliteFile = (t: TestApp) => (t.config.database.dialect === 'sqlite' ? t.config.database.filename : '');
  const addNote = (app: TestApp, user: SignedInUser, content: string) =>
    app.app.inject({ method: 'POST', url: '/api/notes', headers: authHeaders(user), payload: { content, campaign_id: '111111111111111' } });
  const campaigns = (app: TestApp, user: SignedInUser) => app.app.inject({ method: 'GET', url: '/api/bulk/campaigns', headers: authHeaders(user) });

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-backup-'));
    live = await buildTestApp();
    for (let i = 0; i < 3; i += 1) {
      const user = await signUpAndLogin(live.app);
      const notes = [`note ${i} a`, `note ${i} b`];
      for (const note of notes) expect((await addNote(live, user, note)).statusCode).toBe(201);
      written.push({ user, notes });
    }
    for (const entry of written.slice(0, 2)) {
      await uploadAndWait(live.app, entry.user, smallWorkbook());
      entry.result = (await campaigns(live, entry.user)).body;
    }
  });
  afterAll(async () => {
    await restored?.close();
    await live?.close();
    await fs.rm(workDir, { recursive: true, force: true });
  });

  it('backs up while users, notes and uploads are written, and the restore holds everything written before', async () => {
    // Write load: sign-ups, notes and an upload whose audit is running, for the whole backup.
    let writing = true;
    const load = (async () => {
      for (let i = 0; writing; i += 1) {
        const user = await signUpAndLogin(live.app);
        await addNote(live, user, `during ${i}`);
      }
    })();
    const running = (await uploadFile(live.app, written[2].user, smallWorkbook())).json<StartedUpload>();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const backupFile = path.join(workDir, 'backup.sqlite');
    const backup = await backupSqlite(sqliteFile(live), backupFile);
    writing = false;
    await load;
    await waitForTask(live.app, written[2].user, running.bulk_task_id);
    await waitForTask(live.app, written[2].user, running.search_terms_task_id);
    expect(backup.summary.users).toBeGreaterThanOrEqual(3);
    expect(backup.summary.uploads).toBeGreaterThanOrEqual(2);
    // One self-contained file: nothing of it waits in a write-ahead log beside it.
    expect((await fs.readdir(workDir)).filter((name) => name.startsWith('backup.sqlite'))).toEqual(['backup.sqlite']);

    const freshDir = path.join(workDir, 'fresh');
    const restore = await restoreSqlite(backupFile, path.join(freshDir, 'ads-auditor.sqlite'));
    expect(restore.replaced).toBeUndefined();
    restored = await buildTestApp({ env: { DATA_DIR: freshDir } });
    for (const { user, notes, result } of written) {
      const login = await restored.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(login.statusCode, user.email).toBe(200);
      const listed = await restored.app.inject({ method: 'GET', url: '/api/notes?campaign_id=111111111111111', headers: authHeaders(user) });
      expect(listed.json<{ content: string }[]>().map((n) => n.content).sort()).toEqual(notes);
      if (result) expect((await campaigns(restored, user)).body).toBe(result);
    }
  });

  it('refuses to restore over a database a running server has open, and keeps it', async () => {
    const backupFile = path.join(workDir, 'for-live.sqlite');
    await backupSqlite(sqliteFile(live), backupFile);
    await expect(restoreSqlite(backupFile, sqliteFile(live))).rejects.toThrow(/is in use \(is the server running\?\)\. Stop the server, then restore\./);
    expect((await campaigns(live, written[0].user)).statusCode).toBe(200);

    // Over a database no one has open: restored, and the replaced file kept beside it.
    const stopped = path.join(workDir, 'stopped', 'ads-auditor.sqlite');
    await restoreSqlite(backupFile, stopped);
    const again = await restoreSqlite(backupFile, stopped);
    expect(again.replaced).toMatch(/ads-auditor\.sqlite\.before-restore-/);
    expect(inspectSqlite(again.replaced!).users).toBe(again.summary.users);
    expect((await fs.readdir(path.dirname(stopped))).sort()).toEqual(['ads-auditor.sqlite', path.basename(again.replaced!)].sort());
  });

  it('refuses a file that is not an Ads Auditor database, or from a newer version', async () => {
    const notSqlite = path.join(workDir, 'notes.txt');
    await fs.writeFile(notSqlite, 'hello');
    expect(() => inspectSqlite(notSqlite)).toThrow(`${notSqlite} is not an SQLite database.`);

    const otherApp = path.join(workDir, 'other.sqlite');
    new BetterSqlite3(otherApp).exec('create table things (id integer)').close();
    expect(() => inspectSqlite(otherApp)).toThrow(/is not an Ads Auditor database/);

    const newer = path.join(workDir, 'newer.sqlite');
    await backupSqlite(sqliteFile(live), newer);
    new BetterSqlite3(newer).exec("insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')").close();
    await expect(restoreSqlite(newer, path.join(workDir, 'target.sqlite'))).rejects.toThrow(BackupError);
    await expect(restoreSqlite(newer, path.join(workDir, 'target.sqlite'))).rejects.toThrow(/newer version of Ads Auditor \(migrations 9999_future\)/);
    await expect(fs.stat(path.join(workDir, 'target.sqlite'))).rejects.toThrow();

    await expect(backupSqlite(sqliteFile(live), newer)).rejects.toThrow(/already exists/);
  });
});
