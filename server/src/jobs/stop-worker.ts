import type { Worker } from 'node:worker_threads';
import { STOP_MESSAGE } from './worker-protocol.js';

/** How long a job thread gets to leave by itself before it is terminated. */
export const STOP_GRACE_MS = 1000;

/**
 * Stops a job thread. It is asked to leave first: it does so from its message handler, between two
 * pieces of work. `terminate()` can land anywhere, and Node 20 aborts the whole process when it
 * lands while the thread is constructing a zlib stream. A thread that does not leave within
 * `graceMs` (a job stuck in a synchronous loop never reads the request) is terminated.
 */
export async function stopWorker(worker: Worker, graceMs = STOP_GRACE_MS): Promise<void> {
  // threadId is -1 once the thread has ended (crashed, or already stopped).
  if (worker.threadId >= 0) {
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    worker.postMessage(STOP_MESSAGE);
    await Promise.race([exited, grace]);
    clearTimeout(timer);
  }
  await worker.terminate().catch(() => undefined);
}
