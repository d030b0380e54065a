// Task polling and result retries: the interval, the time-out and its message, and the retries
// of a result that is not readable yet; a watch follows the task's event stream first when it
// has one. Pure async functions with an injectable clock, so their timing is tested with fake timers.
import { ApiError } from '../../../lib/api-errors';
import type { OpenTaskStream } from './task-stream';
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

const abortError = () => new DOMException('Aborted', 'AbortError');

/**
 * Follows the task's event stream: the final status when one arrives, undefined when the stream
 * fails first (the caller polls instead).
 */
export function followTaskStream(
  open: OpenTaskStream,
  options: { onUpdate?: (task: TaskStatus) => void; signal?: AbortSignal } = {},
): Promise<TaskStatus | undefined> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    let settled = false;
    // Filled once open() returns: a handler may settle before that.
    const stream: { close?: () => void } = {};
    const settle = (end: () => void) => {
      if (settled) return;
      settled = true;
      stream.close?.();
      signal?.removeEventListener('abort', onAbort);
      end();
    };
    const onAbort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    stream.close = open({
      onStatus: (task) => {
        if (settled) return;
        options.onUpdate?.(task);
        if (isDone(task)) settle(() => resolve(task));
      },
      onError: () => settle(() => resolve(undefined)),
    });
    if (settled) stream.close();
  });
}

export interface WatchOptions {
  onUpdate?: (task: TaskStatus) => void;
  onTimedOut?: () => void;
  signal?: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
  /** The task's event stream (taskEventStream): followed first; polling takes over when it fails. */
  openStream?: OpenTaskStream;
}

/**
 * Follows the stream with a read every 15 s beside it: a proxy that holds the stream back
 * (buffering it) then delays the completion by 15 s at most, not for ever. Undefined when the
 * stream fails first.
 */
async function followStreamAndCheck(
  readStatus: (signal?: AbortSignal) => Promise<TaskStatus>,
  open: OpenTaskStream,
  options: WatchOptions,
): Promise<TaskStatus | undefined> {
  const both = new AbortController();
  const stop = () => both.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  // The side that lost may still answer: only the winner reports.
  const onUpdate = (task: TaskStatus) => {
    if (!both.signal.aborted) options.onUpdate?.(task);
  };
  const checked = sleep(LATE_POLL_INTERVAL_MS, both.signal).then(() =>
    pollTask(readStatus, { onUpdate, signal: both.signal, intervalMs: LATE_POLL_INTERVAL_MS, timeoutMs: Infinity }));
  try {
    return await Promise.race([followTaskStream(open, { onUpdate, signal: both.signal }), checked]);
  } finally {
    stop();
    options.signal?.removeEventListener('abort', stop);
  }
}

/**
 * Reads the task until it ends, however long. From its event stream when given (with a read every
 * 15 s beside it, and still open past the time-out); else, or once the stream fails, as pollTask.
 * After 180000 ms `onTimedOut` is called once and polling goes on every 15 s.
 */
export async function watchTask(readStatus: (signal?: AbortSignal) => Promise<TaskStatus>, options: WatchOptions = {}): Promise<TaskStatus> {
  const { timeoutMs = POLL_TIMEOUT_MS, openStream } = options;
  const deadline = Date.now() + timeoutMs;
  let timedOut = false;
  const timeOut = () => {
    timedOut = true;
    options.onTimedOut?.();
  };
  if (openStream) {
    // setTimeout fires at once for delays past 2^31 - 1 ms (e.g. Infinity): such a watch never times out.
    const timer = timeoutMs < 2 ** 31 ? setTimeout(timeOut, timeoutMs) : undefined;
    try {
      const task = await followStreamAndCheck(readStatus, openStream, options);
      if (task) return task;
    } finally {
      clearTimeout(timer);
    }
  }
  if (!timedOut) {
    try {
      return await pollTask(readStatus, { ...options, timeoutMs: deadline - Date.now() });
    } catch (error) {
      if (!isPollTimeout(error)) throw error;
    }
    timeOut();
  }
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
