// Parsing is background work: on Linux a worker thread lowers its own scheduling priority, so
// that on a busy machine the API thread gets the cores first and answers stay fast.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Nice value of job threads (0 is normal, 19 the lowest). */
export const JOB_THREAD_NICE = 10;

/** Lowers the calling thread's priority (never raises it); does nothing where threads cannot be told apart. */
export function lowerThreadPriority(nice = JOB_THREAD_NICE): boolean {
  try {
    // '/proc/thread-self' links to '<pid>/task/<tid>'; setpriority on a thread id affects that thread only.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, Math.max(getPriority(tid), nice));
    return true;
  } catch {
    return false;
  }
}
