import type { TransferListItem, Worker } from 'node:worker_threads';
import { spawnWorker } from './spawn-worker.js';
import { stopWorker } from './stop-worker.js';
import type { FromWorker, JobProgress, ThreadOptions, ToWorker } from './worker-protocol.js';

export interface WorkerPoolOptions {
  /** The worker module (it calls `serveJobs`). */
  moduleUrl: URL;
  /** Worker threads at most; each runs one job at a time. */
  size: number;
  /** Jobs allowed to wait for a free worker; beyond that `run` throws PoolFullError. */
  maxQueued: number;
  /** A job running longer is stopped (its worker is terminated and replaced). */
  timeoutMs: number;
  /** Heap cap per worker: a workbook that needs more fails its job instead of the process. */
  maxHeapMb?: number;
  /**
   * A worker whose heap grew beyond this (MB) is replaced after its job: V8 keeps the memory a
   * big workbook needed, a new thread starts small. Default 128.
   */
  recycleAboveHeapMb?: number;
  /** Whether the threads lower their priority (background work: the API thread gets the cores first). Default true. */
  lowerPriority?: boolean;
  /**
   * Threads of their own, at normal priority, for interactive jobs (a request waiting for its
   * answer, such as the insights): never stuck behind uploads that fill the others, and taking
   * none of their room. Default 0: interactive jobs queue with the others.
   */
  interactiveThreads?: number;
}

export interface RunOptions {
  /** Buffers (or ports) moved to the worker without a copy (they become unusable here). */
  transfer?: TransferListItem[];
  /** The job keeps its place in the queue but starts only once this has settled (jobs of one upload run in turn). */
  after?: Promise<unknown>;
  /** Called when a worker takes the job (it may wait in the queue before). */
  onStart?(): void;
  onProgress?(progress: JobProgress): void;
  /** A request waits for the answer: the job runs on the interactive threads, if the pool has some. */
  interactive?: boolean;
  /** The continuation of a job that just ended: it takes that job's room (no room check) and goes first. */
  followUp?: boolean;
}

/** What `onJobStart` listeners learn: the job's kind and the thread running it. */
export interface StartedJob {
  kind: string;
  worker: Worker;
}

/** Messages of the pool's own failures, written for the person who uploaded the file. */
export const POOL_MESSAGES = {
  crashed: 'The worker processing this file stopped unexpectedly. Please upload the file again.',
  outOfMemory: 'The file needs more memory than this server allows for one file.',
  stoppedWhileQueued: 'The server stopped before this file could be processed. Please upload the file again.',
  stoppedWhileRunning: 'The server stopped while this file was being processed. Please upload the file again.',
  timeout: (seconds: number) => `Processing took longer than ${seconds} seconds and was stopped.`,
};

export class PoolFullError extends Error {
  constructor() {
    super('The job queue is full');
    this.name = 'PoolFullError';
  }
}

/** A job did not finish: its code says why ('worker_crashed', 'timeout', 'pool_closed' or the handler's). */
export class JobError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'JobError';
    this.code = code;
  }

  /**
   * Engine errors (WorkbookError...) and the pool's own failures carry lower-case codes and
   * messages written for users; Node's codes (ERR_*, Z_*, E*) and 'internal' do not.
   */
  get isUserFacing(): boolean {
    return /^[a-z_]+$/.test(this.code) && this.code !== 'internal';
  }
}

interface Pending {
  id: number;
  /** False while the job waits for `options.after`. */
  ready: boolean;
  kind: string;
  input: unknown;
  options: RunOptions;
  resolve(output: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
}

/** A bounded pool of worker threads: parsing never runs on the event loop. */
export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private readonly startListeners = new Set<(job: StartedJob) => void>();
  private nextId = 1;
  private closed = false;
  /** The pool of the interactive threads (the same limits otherwise), if any. */
  private readonly interactive: WorkerPool | null;

  constructor(private readonly options: WorkerPoolOptions) {
    const threads = options.interactiveThreads ?? 0;
    this.interactive = threads > 0 ? new WorkerPool({ ...options, size: threads, interactiveThreads: 0, lowerPriority: false }) : null;
  }

  /** Whether `count` more jobs (not interactive) can be accepted now (running at once or waiting). */
  hasRoomFor(count: number): boolean {
    const freeWorkers = this.options.size - this.busyCount();
    return this.queue.length + count <= this.options.maxQueued + Math.max(0, freeWorkers);
  }

  busyCount(): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.job) busy += 1;
    return busy;
  }

  queuedCount(): number {
    return this.queue.length;
  }

  /**
   * Listens to every job start (monitoring, and tests that kill a worker mid-job).
   * Answers a function that removes the listener.
   */
  onJobStart(listener: (job: StartedJob) => void): () => void {
    this.startListeners.add(listener);
    const stopInteractive = this.interactive?.onJobStart(listener);
    return () => {
      this.startListeners.delete(listener);
      stopInteractive?.();
    };
  }

  /** Queues a job; the room check is synchronous, so callers can reserve before any await. */
  run(kind: string, input: unknown, options: RunOptions = {}): Promise<unknown> {
    if (options.interactive && this.interactive) return this.interactive.run(kind, input, options);
    if (this.closed) return Promise.reject(new JobError('pool_closed', POOL_MESSAGES.stoppedWhileQueued));
    if (!options.followUp && !this.hasRoomFor(1)) return Promise.reject(new PoolFullError());
    return new Promise((resolve, reject) => {
      const job: Pending = { id: this.nextId++, ready: !options.after, kind, input, options, resolve, reject };
      if (options.followUp) this.queue.unshift(job);
      else this.queue.push(job);
      const becomeReady = () => {
        job.ready = true;
        if (!this.closed) this.dispatch();
      };
      options.after?.then(becomeReady, becomeReady);
      this.dispatch();
    });
  }

  /** Stop every worker; running and waiting jobs fail with 'pool_closed'. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new JobError('pool_closed', POOL_MESSAGES.stoppedWhileQueued));
    const stopping = [...this.slots].map((slot) => this.retire(slot, new JobError('pool_closed', POOL_MESSAGES.stoppedWhileRunning)));
    await Promise.all([...stopping, this.interactive?.close()]);
  }

  private dispatch(): void {
    for (;;) {
      const next = this.queue.findIndex((job) => job.ready);
      if (next < 0) return;
      const slot = this.idleSlot();
      if (!slot) return;
      this.start(slot, this.queue.splice(next, 1)[0]!);
    }
  }

  private idleSlot(): Slot | null {
    for (const slot of this.slots) if (!slot.job) return slot;
    if (this.slots.size >= this.options.size) return null;
    return this.createSlot();
  }

  private createSlot(): Slot {
    const limits = this.options.maxHeapMb ? { maxOldGenerationSizeMb: this.options.maxHeapMb } : undefined;
    const threadOptions: ThreadOptions = { lowerPriority: this.options.lowerPriority ?? true };
    const slot: Slot = { worker: spawnWorker(this.options.moduleUrl, limits, threadOptions), job: null, timer: null };
    slot.worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    slot.worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.retire(slot, outOfMemory ? new JobError('out_of_memory', POOL_MESSAGES.outOfMemory) : new JobError('worker_crashed', POOL_MESSAGES.crashed));
    });
    slot.worker.on('exit', () => void this.retire(slot, new JobError('worker_crashed', POOL_MESSAGES.crashed)));
    slot.worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, job: Pending): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      const seconds = Math.max(1, Math.round(this.options.timeoutMs / 1000));
      void this.retire(slot, new JobError('timeout', POOL_MESSAGES.timeout(seconds)));
    }, this.options.timeoutMs);
    const message: ToWorker = { id: job.id, kind: job.kind, input: job.input };
    slot.worker.postMessage(message, job.options.transfer ?? []);
    job.options.onStart?.();
    for (const listener of this.startListeners) listener({ kind: job.kind, worker: slot.worker });
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === 'progress') {
      job.options.onProgress?.(message.progress);
      return;
    }
    this.finish(slot);
    if (message.type === 'done') job.resolve(message.output);
    else job.reject(new JobError(message.error.code, message.error.message));
    if (message.heapMb > (this.options.recycleAboveHeapMb ?? 128)) void this.retire(slot, null);
    else this.dispatch();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  /** Remove a worker (crashed, timed out, recycled or closing); its job, if any, fails with `error`. */
  private async retire(slot: Slot, error: JobError | null): Promise<void> {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    this.finish(slot);
    if (job && error) job.reject(error);
    await stopWorker(slot.worker);
    if (!this.closed) this.dispatch();
  }
}
