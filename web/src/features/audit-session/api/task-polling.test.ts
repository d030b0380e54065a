import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-errors';
import {
  fetchResultWithRetry, POLL_TIMEOUT_MESSAGE, pollTask, RESULT_RETRIES_MESSAGE, resultRetryDelay, watchTask,
} from './task-polling';
import type { TaskStatus } from './types';

const task = (status: TaskStatus['status'], progress_message: string | null = null): TaskStatus => ({ status, progress_message, error_logs: null });
const notFound = () => new ApiError('Not Found', '/r', 404, 'Not Found', { detail: 'The result is not ready yet.' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollTask', () => {
  test('reads the task every 2000 ms until it completes, reporting each answer', async () => {
    const answers = [task('pending'), task('processing', 'Reading Sponsored Products'), task('completed')];
    const readStatus = vi.fn(async () => answers.shift()!);
    const updates: string[] = [];
    const done = pollTask(readStatus, { onUpdate: (t) => updates.push(t.status) });

    await vi.advanceTimersByTimeAsync(0);
    expect(readStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(readStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(readStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual(task('completed'));
    expect(updates).toEqual(['pending', 'processing', 'completed']);
  });

  test('a failed task ends the polling too', async () => {
    const done = pollTask(async () => ({ status: 'failed', progress_message: null, error_logs: 'Not a bulk file' }));
    await expect(done).resolves.toMatchObject({ status: 'failed', error_logs: 'Not a bulk file' });
  });

  test("gives up with 'Task polling timed out' after 180000 ms", async () => {
    const readStatus = vi.fn(async () => task('processing'));
    const done = pollTask(readStatus);
    const outcome = expect(done).rejects.toThrow(POLL_TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(180_000);
    await outcome;
    // A read at once and one every 2000 ms up to the 180000 ms deadline.
    expect(readStatus).toHaveBeenCalledTimes(91);
  });

  test('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const done = pollTask(async () => task('processing'), { signal: controller.signal });
    const outcome = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await outcome;
  });
});

describe('fetchResultWithRetry', () => {
  test('waits 1000 ms doubling per attempt, capped at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 14].map(resultRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  test('retries while the result answers 404, then returns it', async () => {
    let calls = 0;
    const readResult = vi.fn(async () => {
      calls++;
      if (calls < 4) throw notFound();
      return { upload_id: 7 };
    });
    const done = fetchResultWithRetry(readResult);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(done).resolves.toEqual({ upload_id: 7 });
    expect(readResult).toHaveBeenCalledTimes(4);
  });

  test("stops after 15 attempts with 'Failed to fetch task result after retries'", async () => {
    const readResult = vi.fn(async () => {
      throw notFound();
    });
    const done = fetchResultWithRetry(readResult);
    const outcome = expect(done).rejects.toThrow(RESULT_RETRIES_MESSAGE);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await outcome;
    expect(readResult).toHaveBeenCalledTimes(15);
  });

  test('a non-404 error is raised at once, without retrying', async () => {
    const readResult = vi.fn(async () => {
      throw new ApiError('Internal Server Error', '/r', 500, 'Internal Server Error', {});
    });
    await expect(fetchResultWithRetry(readResult)).rejects.toThrow('Internal Server Error');
    expect(readResult).toHaveBeenCalledTimes(1);
  });
});

describe('watchTask', () => {
  test('after the 180000 ms time-out it says so once and reads the task every 15 s until it ends', async () => {
    let status: TaskStatus['status'] = 'processing';
    const readStatus = vi.fn(async () => task(status));
    const onTimedOut = vi.fn();
    const done = watchTask(readStatus, { onTimedOut });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(onTimedOut).toHaveBeenCalledTimes(1);
    const atTimeOut = readStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(readStatus).toHaveBeenCalledTimes(atTimeOut);
    status = 'completed';
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual(task('completed'));
    expect(onTimedOut).toHaveBeenCalledTimes(1);
  });
});
