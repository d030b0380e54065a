import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { spawnWorker } from '../../src/jobs/spawn-worker.js';
import { stopWorker } from '../../src/jobs/stop-worker.js';

const testWorker = new URL('./fixtures/test-worker.ts', import.meta.url);
const workers: Worker[] = [];

/** A job thread running `kind`, once it has taken the job (it answers 'sleep' as a readiness check first). */
async function threadRunning(kind: string): Promise<{ worker: Worker; exitCode: Promise<number> }> {
  const worker = spawnWorker(testWorker);
  workers.push(worker);
  const exitCode = new Promise<number>((resolve) => worker.once('exit', resolve));
  await new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ id: 1, kind: 'sleep', input: { ms: 1 } });
  });
  worker.postMessage({ id: 2, kind, input: {} });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { worker, exitCode };
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
});

describe('stopWorker', () => {
  it('lets a thread waiting on its job leave by itself, long before the grace ends', async () => {
    const { worker, exitCode } = await threadRunning('hang');
    const started = Date.now();
    await stopWorker(worker, 5000);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await exitCode).toBe(0); // terminate() would have ended it with 1
  });

  it('terminates a thread stuck in a synchronous loop once the grace has passed', async () => {
    const { worker, exitCode } = await threadRunning('spin');
    const started = Date.now();
    await stopWorker(worker, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await exitCode).toBe(1);
  });

  it('returns at once for a thread that has already ended', async () => {
    const { worker, exitCode } = await threadRunning('crash');
    expect(await exitCode).toBe(3);
    const started = Date.now();
    await stopWorker(worker, 5000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
