// Builds the job system from configuration: the worker pool and the queue in front of it.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Repositories } from '../repositories/index.js';
import { EmbeddedJobQueue } from './embedded-queue.js';
import type { JobQueue } from './job-queue.js';
import { WorkerPool } from './worker-pool.js';

/** The worker module next to this file: audit-worker.ts from sources, audit-worker.js from dist. */
export const workerModuleUrl = new URL(`./audit-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

export interface JobSystem {
  pool: WorkerPool;
  queue: JobQueue;
}

/**
 * `work: false` builds a queue that only submits (an API process leaving jobs to
 * `npm run worker`); the embedded queue always works, it has no one else to hand jobs to.
 */
export async function createJobSystem(config: AppConfig, repos: Repositories, log: FastifyBaseLogger, work = config.jobs.runInApi): Promise<JobSystem> {
  const { jobs, database } = config;
  // A thread of its own, at normal priority, for the insights a user waits for: uploads never hold them.
  const pool = new WorkerPool({ moduleUrl: workerModuleUrl, size: jobs.workers, maxQueued: jobs.maxQueued, timeoutMs: jobs.taskTimeoutMs, maxHeapMb: jobs.workerHeapMb, interactiveThreads: 1 });
  const deps = { ...repos, pool, log, testHoldMs: jobs.testHoldMs, testHoldReleaseDir: config.dataDir };
  if (jobs.backend === 'pg-boss' && database.dialect === 'postgres') {
    // Loaded only when used: the embedded default never needs pg-boss in memory.
    const { PgBossJobQueue } = await import('./pg-boss-queue.js');
    const queue = new PgBossJobQueue(deps, {
      connectionString: database.url,
      schema: jobs.pgBossSchema,
      work,
      concurrency: jobs.workers,
      // As many as the embedded pool takes: one per worker plus the waiting room.
      maxPending: jobs.maxQueued + jobs.workers,
      taskTimeoutMs: jobs.taskTimeoutMs,
    });
    await queue.recover();
    await queue.start();
    return { pool, queue };
  }
  const queue = new EmbeddedJobQueue(deps);
  await queue.recover();
  return { pool, queue };
}
