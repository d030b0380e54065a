// A fresh, empty database of either dialect for migration tests, with SQLite's foreign keys on as
// the app has them, and how to drop it again.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from '../../src/db/migrations/index.js';
import { SchemaScopedPostgresDialect } from '../../src/db/schema-scoped-postgres.js';
import { postgresTestUrl, type TestDialect } from './dialects.js';

/** A database read without the app's table types: migrations build and change its tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SchemaFreeDb = Kysely<any>;

/** A fresh, empty database of the dialect, and how to drop it. */
export async function emptyDatabase(dialect: TestDialect): Promise<{ db: SchemaFreeDb; schema?: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-migration-'));
    const sqlite = new SqliteDatabase(path.join(dir, 'app.db'));
    sqlite.pragma('foreign_keys = ON');
    const db: SchemaFreeDb = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, drop: async () => { await db.destroy(); await fs.rm(dir, { recursive: true, force: true }); } };
  }
  const schema = `migration_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresTestUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db: SchemaFreeDb = new Kysely({ dialect: new SchemaScopedPostgresDialect({ pool: new pg.Pool({ connectionString: postgresTestUrl, max: 2, options: `-c search_path=${schema}` }) }) });
  return {
    db,
    schema,
    drop: async () => {
      await db.destroy();
      await admin.query(`drop schema if exists ${schema} cascade`).finally(() => admin.end());
    },
  };
}

/** A migrator over the app's migrations for a database made by emptyDatabase. */
export const migratorFor = (database: { db: SchemaFreeDb; schema?: string }) =>
  new Migrator({ db: database.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: database.schema });
