// A process-wide signal that a task row changed, so an open task stream re-reads it at once.
// Only writes made in this process are signalled (the embedded queue); a task completed by a
// separate worker process (pg-boss) is found by the stream's periodic re-read instead.
import { EventEmitter } from 'node:events';

const changes = new EventEmitter();
// Every open stream listens; the per-user cap keeps the count bounded, not this default.
changes.setMaxListeners(0);

const ANY_TASK = '*';

/** Called by the tasks repository after a write; `null` when many tasks may have changed. */
export function signalTaskChange(taskId: string | null): void {
  changes.emit(taskId ?? ANY_TASK);
}

/** Resolves when `taskId` (or any task) is signalled, after `ms`, or when `signal` aborts: whichever comes first. */
export function waitForTaskChange(taskId: string, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      changes.off(taskId, done);
      changes.off(ANY_TASK, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    changes.once(taskId, done);
    changes.once(ANY_TASK, done);
    signal.addEventListener('abort', done, { once: true });
    if (signal.aborted) done();
  });
}
