// Online backup and restore of the embedded SQLite database. The backup is SQLite's backup API
// (better-sqlite3 `db.backup()`) copying every page in one step: one read transaction, so the copy
// is a consistent snapshot even while the server writes (WAL readers never block writers).
// A restore checks the file is an Ads Auditor database this version can run, refuses a database
// another process has open (a running server), keeps the replaced file and swaps atomically.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../db/migrations/index.js';

/** Kysely's table of applied migrations. */
const MIGRATION_TABLE = 'kysely_migration';
/** Every page in one step: the copy never restarts because the server wrote meanwhile. */
const ALL_PAGES = 0x7fffffff;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface DatabaseSummary {
  bytes: number;
  /** The newest migration applied. */
  migration: string;
  users: number;
  uploads: number;
}

export interface Timed<T> {
  summary: T;
  ms: number;
}

/** Copies the live database `source` to `target` (a new file) while it may be in use. */
export async function backupSqlite(source: string, target: string): Promise<Timed<DatabaseSummary>> {
  const started = performance.now();
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists: choose a new file for the backup.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
    selfContained(target);
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const summary = inspectSqlite(target);
  return { summary, ms: performance.now() - started };
}

/**
 * Checks `file` is a sound Ads Auditor database whose migrations this version knows, and
 * answers what it holds. Throws BackupError with the reason otherwise.
 */
export function inspectSqlite(file: string): DatabaseSummary {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file at ${file}.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('schema_version');
  } catch {
    throw new BackupError(`${file} is not an SQLite database.`);
  }
  try {
    const integrity = db.pragma('quick_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged (SQLite reports: ${String(integrity)}).`);
    const hasTable = (name: string) => db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
    if (!hasTable(MIGRATION_TABLE) || !hasTable('users')) throw new BackupError(`${file} is not an Ads Auditor database (no migrations or users table).`);
    const applied = (db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]).map((row) => row.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) throw new BackupError(`${file} was written by a newer version of Ads Auditor (migrations ${unknown.join(', ')}): update before restoring it.`);
    if (applied.length === 0) throw new BackupError(`${file} is not an Ads Auditor database (no migration applied).`);
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { bytes: fs.statSync(file).size, migration: applied[applied.length - 1], users: count('users'), uploads: hasTable('uploads') ? count('uploads') : 0 };
  } finally {
    db.close();
  }
}

/**
 * Replaces the database at `target` with the backup `source`. The server must be stopped: a
 * database another process has open is refused. The replaced file is kept beside it.
 */
export async function restoreSqlite(source: string, target: string): Promise<Timed<DatabaseSummary> & { replaced: string | undefined }> {
  const started = performance.now();
  inspectSqlite(source);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  if (fs.existsSync(target)) takeOutOfUse(target);

  // Copied beside the target, checked, then renamed over it: the target is never half-written.
  const incoming = `${target}.restoring`;
  fs.rmSync(incoming, { force: true });
  const backup = new Database(source, { readonly: true, fileMustExist: true });
  let summary: DatabaseSummary;
  try {
    await backup.backup(incoming, { progress: () => ALL_PAGES });
    selfContained(incoming);
    summary = inspectSqlite(incoming);
  } catch (error) {
    fs.rmSync(incoming, { force: true });
    throw error;
  } finally {
    backup.close();
  }
  let replaced: string | undefined;
  if (fs.existsSync(target)) {
    replaced = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(target, replaced);
  }
  fs.renameSync(incoming, target);
  return { summary, ms: performance.now() - started, replaced };
}

/**
 * The copy carries the source's WAL flag: switched to a rollback journal it is one file that can
 * be moved or copied alone (no -wal or -shm beside it). The server turns WAL on again when it opens it.
 */
function selfContained(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * Leaving WAL mode needs the only connection to the database: it fails while a server has it
 * open. It also folds the write-ahead log into the file, so no stale log outlives the swap.
 */
function takeOutOfUse(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    const mode = db.pragma('journal_mode = DELETE', { simple: true });
    if (mode !== 'delete') throw new Error(String(mode));
  } catch {
    throw new BackupError(`${file} is in use (is the server running?). Stop the server, then restore.`);
  } finally {
    db.close();
  }
}
