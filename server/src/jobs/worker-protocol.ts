/**
 * Messages between the API thread and a job worker thread.
 * One job at a time per worker; every message carries the job id it belongs to.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';

export interface JobProgress {
  sheet: string;
  rowsRead: number;
}

/**
 * A job, or the request to stop: the thread leaves by itself from its message handler, so it is
 * never stopped halfway through constructing a native handle (Node 20 aborts the whole process
 * when a zlib stream is torn down between its construction and its init).
 */
export type ToWorker = { id: number; kind: string; input: unknown } | typeof STOP_MESSAGE;

export const STOP_MESSAGE = { stop: true } as const;

/** What a job thread is started with (its `workerData`). */
export interface ThreadOptions {
  /** False for the threads of interactive jobs, which a user is waiting for. */
  lowerPriority: boolean;
}

export type FromWorker =
  | { id: number; type: 'progress'; progress: JobProgress }
  /** heapMb: the thread's heap after the job (the pool replaces a thread grown large). */
  | { id: number; type: 'done'; output: unknown; heapMb: number }
  | { id: number; type: 'failed'; error: { message: string; code: string }; heapMb: number };

/** What a handler gets besides its input. */
export interface JobContext {
  reportProgress(progress: JobProgress): void;
}

/** A handler's answer: the output, plus the buffers to transfer back (no copy). */
export interface HandlerResult {
  output: unknown;
  transfer?: ArrayBuffer[];
}

// The registry holds handlers of different inputs; each checks and narrows its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobHandler = (input: any, context: JobContext) => Promise<HandlerResult> | HandlerResult;

/** An error whose message was written for the user (anything else gets a generic message). */
export class UserFacingJobError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Run inside a worker thread: answer each job message with the matching handler. */
export function serveJobs(handlers: Record<string, JobHandler>): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs must run inside a worker thread');
  port.on('message', async (message: ToWorker) => {
    if ('stop' in message) process.exit(0);
    const { id, kind, input } = message;
    const handler = handlers[kind];
    try {
      if (!handler) throw new Error(`Unknown job kind: ${kind}`);
      const context: JobContext = {
        reportProgress: (progress) => port.postMessage({ id, type: 'progress', progress } satisfies FromWorker),
      };
      const { output, transfer } = await handler(input, context);
      port.postMessage({ id, type: 'done', output, heapMb: heapMb() } satisfies FromWorker, transfer ?? []);
    } catch (error) {
      port.postMessage({ id, type: 'failed', error: describeError(error), heapMb: heapMb() } satisfies FromWorker);
    }
  });
}

/** The memory this thread's heap holds from the operating system, in MB (garbage included). */
function heapMb(): number {
  return getHeapStatistics().total_heap_size / (1024 * 1024);
}

/**
 * Errors with a string `code` (the engine's WorkbookError, UserFacingJobError) were written
 * for users; anything else is reported as 'internal' and the API shows a generic message.
 */
function describeError(error: unknown): { message: string; code: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { message: error.message, code: typeof code === 'string' ? code : 'internal' };
  }
  return { message: String(error), code: 'internal' };
}
