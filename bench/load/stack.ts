/**
 * One API process, on SQLite or on a fresh PostgreSQL schema, with 0..n `npm run worker`
 * processes beside it (then the API leaves jobs to them: JOB_RUN_IN_API=false).
 * stop() ends every process and drops the schemas it created.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type ServerProcess } from '../api/server-process.js';
import { startWorkerProcess, type WorkerProcess } from './worker-process.js';

export type Db = 'sqlite' | 'postgres';

export interface StackOptions {
  db: Db;
  /** Separate worker processes (PostgreSQL only); 0 runs jobs in the API process. */
  workers: number;
  /** Extra environment for every process (e.g. JOB_QUEUE_SIZE). */
  env?: Record<string, string>;
}

export interface Stack {
  url: string;
  /** Peak resident memory (VmHWM, MB) of the API process and of each worker process. */
  peakRssMb(): { api: number; workers: number[] };
  /**
   * PostgreSQL: from pg-boss's own records, how long each upload's job waited between being
   * queued and taken by a worker, in order (empty on SQLite, whose jobs never wait for a poll).
   */
  queueWaitsMs(): Promise<number[]>;
  stop(): Promise<void>;
}

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function sql(statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** Environment of a fresh PostgreSQL schema (as the server tests make one per app) and how to drop it. */
async function freshPostgres() {
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const boss = `${schema}_boss`;
  await sql(`create schema ${schema}`);
  return {
    env: { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, PGBOSS_SCHEMA: boss },
    drop: async () => void (await sql(`drop schema if exists ${schema} cascade; drop schema if exists ${boss} cascade`)),
    queueWaitsMs: async () =>
      (await sql(`select round(extract(epoch from started_on - created_on) * 1000) as ms from ${boss}.job where name = 'audit-upload' and started_on is not null order by created_on`)).map((row) => Number(row.ms)),
  };
}

export async function startStack({ db, workers, env = {} }: StackOptions): Promise<Stack> {
  if (db === 'sqlite' && workers > 0) throw new Error('--workers needs --db postgres (SQLite runs jobs in the API process)');
  const database = db === 'postgres' ? await freshPostgres() : { env: {}, drop: async () => undefined, queueWaitsMs: async () => [] };
  const shared = { ...database.env, ...env };
  let server: ServerProcess | undefined;
  const workerProcesses: WorkerProcess[] = [];
  const stop = async () => {
    await Promise.all(workerProcesses.map((w) => w.stop()));
    await server?.stop();
    await database.drop();
  };
  try {
    server = await startServer({ ...shared, JOB_RUN_IN_API: workers > 0 ? 'false' : 'true' }, { reuseBuild: true });
    for (let i = 0; i < workers; i += 1) workerProcesses.push(await startWorkerProcess(shared));
  } catch (error) {
    await stop();
    throw error;
  }
  const api = server;
  return {
    url: api.url,
    queueWaitsMs: database.queueWaitsMs,
    peakRssMb: () => ({ api: Math.round(api.memory().peakRssMb), workers: workerProcesses.map((w) => Math.round(w.peakRssMb())) }),
    stop,
  };
}
