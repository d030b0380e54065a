// Opens the database named by the configuration and brings its schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { migrations } from './migrations/index.js';
import { SchemaScopedPostgresDialect } from './schema-scoped-postgres.js';
import type { Database } from './schema.js';

/** How long a request waits for a PostgreSQL connection before it answers 503. */
const PG_CONNECT_TIMEOUT_MS = 5000;

export function openDatabase(config: DatabaseConfig, log?: { warn: (obj: object, msg: string) => void }): Kysely<Database> {
  if (config.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(config.filename), { recursive: true });
    const sqlite = new SqliteDatabase(config.filename);
    sqlite.pragma('journal_mode = WAL');
    // With WAL, NORMAL syncs at checkpoints rather than at every commit: still safe from
    // corruption, and no fsync holds the event loop (better-sqlite3 is synchronous) per write.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${config.busyTimeoutMs}`);
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    // Every connection works inside the configured schema (tests use one schema per run).
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
    // A database that does not answer fails the request (503) instead of holding it.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  // A connection dropped by the server (restart, failover) emits 'error': without a listener that
  // would end the process. Idle, the pool reports it here and discards it; in use, its query fails
  // too (the request answers 503) and the pool discards it on release. New connections open on demand.
  pool.on('error', (error) => (log ? log.warn({ err: error }, 'idle database connection lost') : console.warn('idle database connection lost:', error.message)));
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>, config: DatabaseConfig): Promise<void> {
  // Name the schema explicitly: Kysely otherwise finds a migration table of any schema.
  const migrationTableSchema = config.dialect === 'postgres' ? config.schema : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
