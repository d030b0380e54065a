// The embedded default: jobs run on this process's worker-thread pool, bytes stay in memory.
import { databaseFaultOf } from '../db/database-errors.js';
import { QueueFullError, type AuditJob, type JobQueue } from './job-queue.js';
import { runAuditJob, type JobDeps } from './run-audit-job.js';

export const RESTARTED_MESSAGE =
  'The server restarted while this file was being processed, so processing stopped. Please upload the file again.';

export class EmbeddedJobQueue implements JobQueue {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: JobDeps) {}

  async hasRoomFor(count: number): Promise<boolean> {
    return this.deps.pool.hasRoomFor(count);
  }

  /**
   * Checks for room and hands every job to the pool in one synchronous step: no other upload can
   * slip in between. The jobs of the upload run in turn (the audit first: its result is awaited),
   * which also keeps the memory of one upload to one job's worth.
   */
  async submit(jobs: AuditJob[], bytes: Uint8Array): Promise<void> {
    if (!this.deps.pool.hasRoomFor(jobs.length)) throw new QueueFullError();
    let previous: Promise<void> | undefined;
    for (const job of jobs) {
      const run: Promise<void> = runAuditJob(this.deps, job, bytes, previous).finally(() => this.running.delete(run));
      this.running.add(run);
      previous = run;
    }
  }

  /** The bytes of queued and running jobs lived in the dead process's memory: those tasks cannot finish. */
  async recover(): Promise<void> {
    const failed = await this.deps.tasks.failAbandoned(['pending', 'processing'], RESTARTED_MESSAGE).catch((error: unknown) => {
      // A read-only database still serves reads (plugins/db.ts warns); its tasks are failed at the next writable start.
      if (databaseFaultOf(error) === 'database_read_only') return 0;
      throw error;
    });
    if (failed > 0) this.deps.log.warn({ failed }, 'failed tasks left unfinished by a previous process');
  }

  /** Stops the workers; their tasks are marked failed before the database closes. */
  async close(): Promise<void> {
    await this.deps.pool.close();
    await Promise.allSettled([...this.running]);
  }
}
