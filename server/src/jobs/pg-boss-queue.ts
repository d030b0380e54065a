// With PostgreSQL: jobs travel through pg-boss so API processes and `npm run worker` processes
// scale apart. The workbook waits in `upload_blobs` and is deleted once its jobs have run.
import PgBoss from 'pg-boss';
import type { AuditJob, JobQueue } from './job-queue.js';
import { runAuditJob, type JobDeps } from './run-audit-job.js';
import { toSharedBytes } from './shared-bytes.js';

export const QUEUE_NAME = 'audit-upload';

export const STALLED_MESSAGE =
  'The worker processing this file stopped responding (its process probably died). Please upload the file again.';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (tests use one per run). */
  schema: string;
  /** Whether this process runs jobs (API processes may leave that to `npm run worker`). */
  work: boolean;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** Pending tasks allowed across all processes before uploads answer 503. */
  maxQueued: number;
  /** A job running longer is stopped by the pool; a task untouched for twice that is abandoned. */
  taskTimeoutMs: number;
}

export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: JobDeps,
    private readonly options: PgBossQueueOptions,
  ) {
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema, max: 4 });
    this.boss.on('error', (error) => deps.log.error({ err: error }, 'pg-boss error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE_NAME, {
      name: QUEUE_NAME,
      retryLimit: 0,
      expireInSeconds: Math.ceil((this.options.taskTimeoutMs * 2) / 1000),
    });
    if (!this.options.work) return;
    for (let i = 0; i < this.options.concurrency; i += 1) {
      const id = await this.boss.work<AuditJob>(QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        const run = this.runJob(job.data).finally(() => this.running.delete(run));
        this.running.add(run);
        await run;
      });
      this.workerIds.push(id);
    }
  }

  async hasRoomFor(count: number): Promise<boolean> {
    return (await this.deps.tasks.countByStatus('pending')) + count <= this.options.maxQueued;
  }

  async submit(jobs: AuditJob[], bytes: Uint8Array): Promise<void> {
    if (jobs.length === 0) return;
    await this.deps.uploads.saveBlob(jobs[0].uploadId, bytes);
    for (const job of jobs) await this.boss.send(QUEUE_NAME, job);
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  /**
   * Other processes may be working right now, so only tasks that stopped moving are failed:
   * processing ones untouched for twice the task time-out.
   */
  async recover(): Promise<void> {
    const before = new Date(Date.now() - this.options.taskTimeoutMs * 2).toISOString();
    const failed = await this.deps.tasks.failAbandoned(['processing'], STALLED_MESSAGE, before);
    if (failed > 0) this.deps.log.warn({ failed }, 'failed tasks abandoned by a dead process');
  }

  async close(): Promise<void> {
    for (const id of this.workerIds.splice(0)) await this.boss.offWork({ id }).catch(() => undefined);
    await this.deps.pool.close();
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: false, wait: true });
  }

  private async runJob(job: AuditJob): Promise<void> {
    const blob = await this.deps.uploads.findBlob(job.uploadId);
    if (!blob) {
      await this.deps.tasks.fail(job.taskId, 'The uploaded file is no longer available. Please upload it again.');
      return;
    }
    await runAuditJob(this.deps, job, toSharedBytes([blob]));
    await this.deleteBlobWhenDone(job.uploadId);
  }

  private async deleteBlobWhenDone(uploadId: number): Promise<void> {
    const tasks = await this.deps.tasks.listForUpload(uploadId);
    if (tasks.every((task) => task.status === 'completed' || task.status === 'failed')) await this.deps.uploads.deleteBlob(uploadId);
  }
}
