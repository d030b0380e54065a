// What the backup and restore commands share: the database file from the configuration, and
// readable output (a problem is one line and exit code 1, never a stack trace).
import path from 'node:path';
import { loadConfigOrExit } from '../config.js';
import { BackupError, type DatabaseSummary } from './sqlite-backup.js';

/** The embedded database's file; PostgreSQL has its own tools. */
export function sqliteFileOrExit(): string {
  const { database } = loadConfigOrExit();
  if (database.dialect === 'sqlite') return database.filename;
  console.error('DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore. These commands are for the embedded SQLite database.');
  process.exit(1);
}

/** A path as the user typed it: npm runs scripts in the package folder, INIT_CWD is where they were. */
export const userPath = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function describe(summary: DatabaseSummary): string {
  const mb = (summary.bytes / (1024 * 1024)).toFixed(2);
  return `${mb} MB, ${summary.users} users, ${summary.uploads} uploads, schema ${summary.migration}`;
}

export async function runOrExit(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
