// Task polling and result retries: the interval, the time-out and its message, and the retries
// of a result that is not readable yet. Pure async functions with an
// injectable clock, so their timing is tested with fake timers.
import { ApiError } from '../../../lib/api-errors';
import type { TaskStatus } from './types';

export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 180_000;
/** After the time-out a task is still watched, at this slower pace: the server may run a job longer, and queued jobs wait. */
export const LATE_POLL_INTERVAL_MS = 15_000;
export const RESULT_ATTEMPTS = 15;
export const RESULT_BASE_DELAY_MS = 1000;
export const RESULT_MAX_DELAY_MS = 8000;

export const POLL_TIMEOUT_MESSAGE = 'Task polling timed out';
export const RESULT_RETRIES_MESSAGE = 'Failed to fetch task result after retries';

/** Resolves after `ms`, or rejects with an AbortError when the signal fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export const isTaskDone = (status: TaskStatus['status']) => status === 'completed' || status === 'failed';
const isDone = (task: TaskStatus) => isTaskDone(task.status);

/**
 * Reads the task every 2000 ms until it is completed or failed, reporting each answer;
 * throws 'Task polling timed out' after 180000 ms.
 */
export async function pollTask(
  readStatus: (signal?: AbortSignal) => Promise<TaskStatus>,
  options: { onUpdate?: (task: TaskStatus) => void; signal?: AbortSignal; intervalMs?: number; timeoutMs?: number } = {},
): Promise<TaskStatus> {
  const { intervalMs = POLL_INTERVAL_MS, timeoutMs = POLL_TIMEOUT_MS, signal } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await readStatus(signal);
    options.onUpdate?.(task);
    if (isDone(task)) return task;
    if (Date.now() + intervalMs > deadline) throw new Error(POLL_TIMEOUT_MESSAGE);
    await sleep(intervalMs, signal);
  }
}

export const isPollTimeout = (error: unknown) => error instanceof Error && error.message === POLL_TIMEOUT_MESSAGE;

/**
 * Reads the task until it ends, however long: as pollTask for 180000 ms, then (after calling
 * `onTimedOut`) every 15 s.
 */
export async function watchTask(
  readStatus: (signal?: AbortSignal) => Promise<TaskStatus>,
  options: { onUpdate?: (task: TaskStatus) => void; onTimedOut?: () => void; signal?: AbortSignal; intervalMs?: number; timeoutMs?: number } = {},
): Promise<TaskStatus> {
  try {
    return await pollTask(readStatus, options);
  } catch (error) {
    if (!isPollTimeout(error)) throw error;
  }
  options.onTimedOut?.();
  return pollTask(readStatus, { ...options, intervalMs: LATE_POLL_INTERVAL_MS, timeoutMs: Infinity });
}

/** The wait before retry number `attempt` (1-based): 1000 x 2^(attempt-1), capped at 8 s. */
export function resultRetryDelay(attempt: number): number {
  return Math.min(RESULT_BASE_DELAY_MS * 2 ** (attempt - 1), RESULT_MAX_DELAY_MS);
}

/**
 * Fetches a task's result, retrying while it answers 404 (not yet available): up to 15
 * attempts. Any other error is raised at once.
 */
export async function fetchResultWithRetry<T>(readResult: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (let attempt = 1; attempt <= RESULT_ATTEMPTS; attempt++) {
    try {
      return await readResult(signal);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    if (attempt < RESULT_ATTEMPTS) await sleep(resultRetryDelay(attempt), signal);
  }
  throw new Error(RESULT_RETRIES_MESSAGE);
}
