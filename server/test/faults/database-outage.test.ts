// The database goes away for a while: PostgreSQL restarts (a proxy that drops every connection
// and refuses new ones), or another SQLite connection holds an exclusive lock. Requests answer
// 503 with a stable detail, never a 500, and the service recovers by itself once it is back.
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../src/config.js';
import { DATABASE_FAULT_DETAILS } from '../../src/db/database-errors.js';
import { buildTestApp, dialects, postgresTestUrl, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { authHeaders } from '../helpers/audit.js';
import { TcpProxy } from './tcp-proxy.js';

describe.each(dialects)('a database outage (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const addNote = (content: string) =>
    t.app.inject({ method: 'POST', url: '/api/notes', headers: authHeaders(user), payload: { content, campaign_id: '111' } });
  const listNotes = () => t.app.inject({ method: 'GET', url: '/api/notes?campaign_id=111', headers: authHeaders(user) });

  if (dialect === 'postgres') {
    let proxy: TcpProxy;

    beforeAll(async () => {
      const base = await buildTestApp({ dialect });
      cleanups.push(() => base.close());
      const target = new URL(postgresTestUrl!);
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      await proxy.open();
      cleanups.push(() => proxy.cut());
      const proxied = new URL(postgresTestUrl!);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const database = { ...(base.config.database as Extract<DatabaseConfig, { dialect: 'postgres' }>), url: proxied.toString() };
      t = await buildTestApp({ sameDataAs: base, config: { database } });
      cleanups.push(() => t.app.close());
      user = await signUpAndLogin(t.app);
    });

    it('answers 503 while PostgreSQL is down, and recovers without a restart', async () => {
      expect((await addNote('before')).statusCode).toBe(201);
      await proxy.cut();

      for (const response of [await addNote('during'), await listNotes()]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ detail: DATABASE_FAULT_DETAILS.database_unavailable });
        expect(response.headers['retry-after']).toBe('5');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

      await proxy.open();
      expect((await addNote('after')).statusCode).toBe(201);
      expect((await listNotes()).json<{ content: string }[]>().map((n) => n.content).sort()).toEqual(['after', 'before']);
    });
  } else {
    let locker: BetterSqlite3.Database;

    beforeAll(async () => {
      // A short busy timeout: better-sqlite3 waits for a lock on the event loop.
      t = await buildTestApp({ dialect, env: { SQLITE_BUSY_TIMEOUT_MS: '50' } });
      cleanups.push(() => t.close());
      user = await signUpAndLogin(t.app);
      if (t.config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
      locker = new BetterSqlite3(t.config.database.filename);
      cleanups.push(async () => void locker.close());
    });

    it('answers 503 to writes while another connection holds an exclusive lock, serves reads, and recovers once it is released', async () => {
      expect((await addNote('before')).statusCode).toBe(201);
      locker.exec('BEGIN EXCLUSIVE');
      try {
        const refused = await addNote('during');
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ detail: DATABASE_FAULT_DETAILS.database_busy });
        // WAL: readers are not blocked by a writer.
        expect((await listNotes()).statusCode).toBe(200);
      } finally {
        locker.exec('ROLLBACK');
      }
      expect((await addNote('after')).statusCode).toBe(201);
      expect((await listNotes()).json<{ content: string }[]>().map((n) => n.content).sort()).toEqual(['after', 'before']);
    });
  }
});
