// With PostgreSQL: jobs travel through pg-boss so API processes and `npm run worker` processes
// scale apart. The workbook waits in `upload_blobs` and is deleted once its jobs have run.
import PgBoss from 'pg-boss';
import { announceJob, JobListener, wakeUpChannel } from './job-wake-up.js';
import { QueueFullError, type AuditJob, type JobQueue } from './job-queue.js';
import { runAuditJob, type JobDeps } from './run-audit-job.js';
import { toSharedBytes } from './shared-bytes.js';

export const QUEUE_NAME = 'audit-upload';

/** One pg-boss job per upload: its tasks run in turn on one worker (the audit first). */
interface UploadMessage {
  uploadId: number;
  jobs: AuditJob[];
}

export const STALLED_MESSAGE =
  'The worker processing this file stopped responding (its process probably died). Please upload the file again.';
export const BLOB_GONE_MESSAGE = 'The uploaded file is no longer available. Please upload it again.';

/** How often idle workers look for jobs when no wake-up arrives (see job-wake-up.ts). */
export const POLLING_INTERVAL_SECONDS = 2;

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (tests use one per run). */
  schema: string;
  /** Whether this process runs jobs (API processes may leave that to `npm run worker`). */
  work: boolean;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** Pending tasks allowed across all processes before uploads answer 503. */
  maxPending: number;
  /** A job running longer is stopped by the pool; a task untouched for twice that is abandoned. */
  taskTimeoutMs: number;
  /** Default POLLING_INTERVAL_SECONDS (tests make it long, to see that the wake-up alone suffices). */
  pollingIntervalSeconds?: number;
}

export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly workerIds: string[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly channel: string;
  private listener: JobListener | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: JobDeps,
    private readonly options: PgBossQueueOptions,
  ) {
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema, max: 4 });
    this.boss.on('error', (error) => deps.log.error({ err: error }, 'pg-boss error'));
    this.channel = wakeUpChannel(options.schema);
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE_NAME, {
      name: QUEUE_NAME,
      retryLimit: 0,
      // A job runs the upload's tasks in turn, each stopped at the time-out.
      expireInSeconds: Math.ceil((this.options.taskTimeoutMs * 3) / 1000),
    });
    // A process may die while no other starts for a long time: look for its tasks regularly.
    const every = Math.min(60_000, this.options.taskTimeoutMs);
    this.sweepTimer = setInterval(() => void this.recover().catch((error: unknown) => this.deps.log.error({ err: error }, 'task sweep failed')), every);
    this.sweepTimer.unref();
    if (!this.options.work) return;
    const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS;
    for (let i = 0; i < this.options.concurrency; i += 1) {
      const id = await this.boss.work<UploadMessage>(QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        const run = this.runUpload(job.data).finally(() => this.running.delete(run));
        this.running.add(run);
        await run;
      });
      this.workerIds.push(id);
    }
    // Every process that works listens: a job queued by any API process starts at once.
    this.listener = new JobListener({ connectionString: this.options.connectionString, channel: this.channel, log: this.deps.log, onJobQueued: () => this.wakeWorkers() });
    await this.listener.start();
  }

  async hasRoomFor(count: number): Promise<boolean> {
    return (await this.deps.tasks.countByStatus('pending')) + count <= this.options.maxPending;
  }

  /** The upload's tasks are already pending, so they count themselves. */
  async submit(jobs: AuditJob[], bytes: Uint8Array): Promise<void> {
    if (jobs.length === 0) return;
    if ((await this.deps.tasks.countByStatus('pending')) > this.options.maxPending) throw new QueueFullError();
    const message: UploadMessage = { uploadId: jobs[0].uploadId, jobs };
    await this.deps.uploads.saveBlob(message.uploadId, bytes);
    await this.boss.send(QUEUE_NAME, message);
    await announceJob(this.boss.getDb(), this.channel).catch((error: unknown) => this.deps.log.warn({ err: error }, 'job wake-up not sent; workers find the job by polling'));
  }

  /**
   * Other processes may be working right now, so only tasks that stopped moving are failed:
   * processing ones untouched for twice the task time-out (a live process fails its own
   * tasks at the time-out). Workbooks nobody will read any more are deleted.
   */
  async recover(): Promise<void> {
    const before = new Date(Date.now() - this.abandonedAfterMs()).toISOString();
    const failed = await this.deps.tasks.failAbandoned(['processing'], STALLED_MESSAGE, before);
    if (failed > 0) this.deps.log.warn({ failed }, 'failed tasks abandoned by a dead process');
    await this.deps.uploads.deleteBlobsOfFinishedUploads();
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.listener?.close();
    for (const id of this.workerIds.splice(0)) await this.boss.offWork({ id }).catch(() => undefined);
    await this.deps.pool.close();
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: false, wait: true });
  }

  private wakeWorkers(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  private abandonedAfterMs(): number {
    return this.options.taskTimeoutMs * 2;
  }

  private async runUpload({ uploadId, jobs }: UploadMessage): Promise<void> {
    let bytes: Uint8Array | undefined;
    for (const job of jobs) {
      const task = await this.deps.tasks.findById(job.taskId);
      if (task?.status !== 'pending') continue; // deleted, or failed by a sweep
      bytes ??= await this.loadBlob(uploadId);
      if (bytes) await runAuditJob(this.deps, job, bytes);
      else await this.deps.tasks.fail(job.taskId, BLOB_GONE_MESSAGE);
    }
    await this.deps.uploads.deleteBlob(uploadId);
  }

  private async loadBlob(uploadId: number): Promise<Uint8Array | undefined> {
    const blob = await this.deps.uploads.findBlob(uploadId);
    return blob && toSharedBytes([blob]);
  }
}
