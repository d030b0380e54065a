// The SQLite file is read-only (a restored file with the wrong owner, a read-only volume): the
// server starts, serves what it can read, and answers 503 with a clear detail to what must write.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FAULT_DETAILS } from '../../src/db/database-errors.js';
import { buildTestApp, signUpAndLogin, type SignedInUser } from '../helpers/index.js';
import { authHeaders } from '../helpers/audit.js';
import { call, startServerProcess, type ServerProcess } from './server-process.js';

describe('a read-only SQLite database', () => {
  let dataDir: string;
  let user: SignedInUser;
  let server: ServerProcess;

  beforeAll(async () => {
    // A database with a user and a note, written by a first app, then made read-only.
    const first = await buildTestApp();
    dataDir = first.dataDir;
    user = await signUpAndLogin(first.app);
    await first.app.inject({ method: 'POST', url: '/api/notes', headers: authHeaders(user), payload: { content: 'kept', campaign_id: '7' } });
    await first.app.close();
    await fs.chmod(path.join(dataDir, 'ads-auditor.sqlite'), 0o444);
    await fs.chmod(dataDir, 0o777);
    server = await startServerProcess({ DATA_DIR: dataDir }, { unprivileged: true });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('serves reads and answers 503 to writes', async () => {
    const notes = await call(server, 'GET', '/api/notes?campaign_id=7', user.token);
    expect(notes.status).toBe(200);
    expect((notes.body as { content: string }[]).map((n) => n.content)).toEqual(['kept']);

    const write = await call(server, 'POST', '/api/notes', user.token, { content: 'new', campaign_id: '7' });
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ detail: DATABASE_FAULT_DETAILS.database_read_only });
  });
});
