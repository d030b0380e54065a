import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LATE_POLL_INTERVAL_MS, POLL_TIMEOUT_MS, watchTask } from './task-polling';
import { taskEventStream } from './task-stream';
import type { TaskStatus } from './types';

const task = (status: TaskStatus['status'], progress_message: string | null = null): TaskStatus => ({ status, progress_message, error_logs: null });

/** Stands in for the browser's EventSource: the test sends its events and errors. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(status: TaskStatus) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(status) }));
  }
  fail() {
    this.onerror?.();
  }
}

const lastSource = () => FakeEventSource.opened.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('watchTask with the task event stream', () => {
  test('reports the completion as soon as its event arrives, without a poll', async () => {
    const readStatus = vi.fn(async () => task('processing'));
    const updates: string[] = [];
    const done = watchTask(readStatus, { openStream: taskEventStream('task 1'), onUpdate: (t) => updates.push(t.status) });

    expect(lastSource().url).toBe('/api/background-tasks/task%201/events');
    lastSource().emit(task('processing', 'Reading Sponsored Products'));
    lastSource().emit(task('completed', 'File processed successfully.'));
    await expect(done).resolves.toEqual(task('completed', 'File processed successfully.'));
    expect(updates).toEqual(['processing', 'completed']);
    expect(readStatus).not.toHaveBeenCalled();
    expect(lastSource().closed).toBe(true);
  });

  test('falls back to polling every 2000 ms when the stream errors', async () => {
    const answers = [task('processing'), task('completed')];
    const readStatus = vi.fn(async () => answers.shift()!);
    const done = watchTask(readStatus, { openStream: taskEventStream('t') });

    lastSource().emit(task('processing'));
    lastSource().fail();
    expect(lastSource().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(readStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(readStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(task('completed'));
    expect(readStatus).toHaveBeenCalledTimes(2);
  });

  test('polls when the browser has no EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    expect(taskEventStream('t')).toBeUndefined();
    const done = watchTask(async () => task('completed'), { openStream: taskEventStream('t') });
    await expect(done).resolves.toEqual(task('completed'));
  });

  test('says it timed out after 180000 ms, keeps the stream, and shows a late completion from it', async () => {
    const readStatus = vi.fn(async () => task('processing'));
    const onTimedOut = vi.fn();
    const done = watchTask(readStatus, { openStream: taskEventStream('t'), onTimedOut });
    await vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS - 1);
    expect(onTimedOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    expect(lastSource().closed).toBe(false);
    // Beside the stream, a read every 15 s.
    expect(readStatus).toHaveBeenCalledTimes(POLL_TIMEOUT_MS / LATE_POLL_INTERVAL_MS);
    lastSource().emit(task('completed'));
    await expect(done).resolves.toEqual(task('completed'));
  });

  test('a stream held back (e.g. by a buffering proxy) still ends at the read 15 s on', async () => {
    const readStatus = vi.fn(async () => task('completed'));
    const done = watchTask(readStatus, { openStream: taskEventStream('t') });
    lastSource().emit(task('processing'));
    await vi.advanceTimersByTimeAsync(LATE_POLL_INTERVAL_MS - 1);
    expect(readStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(task('completed'));
    expect(lastSource().closed).toBe(true);
  });

  test('a stream failing after the time-out hands over to the 15 s late polling, without a second time-out', async () => {
    let status: TaskStatus['status'] = 'processing';
    const readStatus = vi.fn(async () => task(status));
    const onTimedOut = vi.fn();
    const done = watchTask(readStatus, { openStream: taskEventStream('t'), onTimedOut });
    await vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS + 5000);
    const beforeFailure = readStatus.mock.calls.length;
    lastSource().fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(readStatus).toHaveBeenCalledTimes(beforeFailure + 1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(readStatus).toHaveBeenCalledTimes(beforeFailure + 1);
    status = 'completed';
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(task('completed'));
    expect(onTimedOut).toHaveBeenCalledTimes(1);
  });

  test('a stream failing before the time-out polls only for the time left', async () => {
    const readStatus = vi.fn(async () => task('processing'));
    const onTimedOut = vi.fn();
    void watchTask(readStatus, { openStream: taskEventStream('t'), onTimedOut });
    await vi.advanceTimersByTimeAsync(100_000);
    const beforeFailure = readStatus.mock.calls.length;
    lastSource().fail();
    await vi.advanceTimersByTimeAsync(80_000);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    // A read at the failure, one every 2000 ms until the 180000 ms deadline, then the late watch's first.
    expect(readStatus).toHaveBeenCalledTimes(beforeFailure + 1 + 40 + 1);
  });

  test('an abort closes the stream', async () => {
    const controller = new AbortController();
    const done = watchTask(async () => task('processing'), { openStream: taskEventStream('t'), signal: controller.signal });
    const outcome = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    controller.abort();
    await outcome;
    expect(lastSource().closed).toBe(true);
  });
});
