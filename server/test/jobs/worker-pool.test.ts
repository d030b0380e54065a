import { afterEach, describe, expect, it } from 'vitest';
import { JobError, POOL_MESSAGES, PoolFullError, WorkerPool, type WorkerPoolOptions } from '../../src/jobs/worker-pool.js';

const testWorker = new URL('./fixtures/test-worker.ts', import.meta.url);
let pool: WorkerPool | null = null;

function makePool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  pool = new WorkerPool({ moduleUrl: testWorker, size: 1, maxQueued: 2, timeoutMs: 10_000, ...options });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('WorkerPool', () => {
  it('moves the bytes to the worker without a copy and returns its answer', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const output = (await makePool().run('measure', { bytes }, { transfer: [bytes.buffer] })) as { byteLength: number; first: number; echo: Uint8Array };
    expect(output.byteLength).toBe(4);
    expect(output.first).toBe(0x50);
    expect([...output.echo]).toEqual([0x50, 0x4b, 3, 4]);
    expect(bytes.byteLength).toBe(0); // transferred: detached on this side
  });

  it('shares a SharedArrayBuffer between jobs', async () => {
    const shared = new Uint8Array(new SharedArrayBuffer(3));
    shared.set([7, 8, 9]);
    const p = makePool({ size: 2 });
    const [a, b] = (await Promise.all([p.run('measure', { bytes: shared }), p.run('measure', { bytes: shared })])) as { first: number }[];
    expect([a.first, b.first]).toEqual([7, 7]);
  });

  it('forwards progress reports', async () => {
    const seen: number[] = [];
    await makePool().run('progress', { steps: 3 }, { onProgress: (p) => seen.push(p.rowsRead) });
    expect(seen).toEqual([1000, 2000, 3000]);
  });

  it('rejects with the handler message and code', async () => {
    await expect(makePool().run('reject', {})).rejects.toMatchObject({ code: 'not_a_workbook', message: 'This file is not an Excel workbook.' });
  });

  it('fails the job of a worker that dies and keeps serving with a new worker', async () => {
    const p = makePool();
    const crashed = p.run('crash', {});
    const next = p.run('sleep', { ms: 1 });
    await expect(crashed).rejects.toBeInstanceOf(JobError);
    await expect(crashed).rejects.toMatchObject({ code: 'worker_crashed' });
    await expect(next).resolves.toBe(1);
  });

  it('stops a job that runs past the time-out', async () => {
    const p = makePool({ timeoutMs: 3000 }); // room for a replacement worker to start on a loaded machine
    await expect(p.run('hang', {})).rejects.toMatchObject({ code: 'timeout', message: 'Processing took longer than 3 seconds and was stopped.' });
    await expect(p.run('sleep', { ms: 1 })).resolves.toBe(1);
  });

  it('lets a follow-up job past a full queue, ahead of the jobs waiting', async () => {
    const p = makePool({ size: 1, maxQueued: 1 });
    const order: string[] = [];
    const running = p.run('sleep', { ms: 200 }).then(() => order.push('running'));
    const waiting = p.run('sleep', { ms: 1 }).then(() => order.push('waiting'));
    expect(p.hasRoomFor(1)).toBe(false);
    await expect(p.run('sleep', { ms: 1 })).rejects.toBeInstanceOf(PoolFullError);
    const followUp = p.run('sleep', { ms: 1 }, { followUp: true }).then(() => order.push('follow-up'));
    await Promise.all([running, waiting, followUp]);
    expect(order).toEqual(['running', 'follow-up', 'waiting']);
  });

  it('refuses work beyond its bound', async () => {
    const p = makePool({ size: 1, maxQueued: 1 });
    const running = p.run('sleep', { ms: 200 });
    const waiting = p.run('sleep', { ms: 1 });
    expect(p.hasRoomFor(1)).toBe(false);
    await expect(p.run('sleep', { ms: 1 })).rejects.toBeInstanceOf(PoolFullError);
    await expect(Promise.all([running, waiting])).resolves.toEqual([200, 1]);
    expect(p.hasRoomFor(2)).toBe(true);
  });

  it('tells when a worker takes a job: the job\'s onStart and the pool\'s listeners', async () => {
    const p = makePool({ size: 1, maxQueued: 2 });
    const events: string[] = [];
    const stop = p.onJobStart(({ kind, worker }) => events.push(`listener ${kind} ${typeof worker.threadId}`));
    const first = p.run('sleep', { ms: 50 }, { onStart: () => events.push('first started') });
    const second = p.run('sleep', { ms: 1 }, { onStart: () => events.push('second started') });
    expect(events).toEqual(['first started', 'listener sleep number']);
    await Promise.all([first, second]);
    expect(events).toEqual(['first started', 'listener sleep number', 'second started', 'listener sleep number']);
    stop();
    await p.run('sleep', { ms: 1 });
    expect(events).toHaveLength(4);
  });

  it('holds a job given `after` in its place until that settles, while later jobs go ahead', async () => {
    const p = makePool({ size: 1, maxQueued: 2 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const held = p.run('sleep', { ms: 1 }, { after: gate, onStart: () => order.push('held') });
    const free = p.run('sleep', { ms: 1 }, { onStart: () => order.push('free') });
    expect(p.hasRoomFor(2)).toBe(false); // the held job keeps its place
    await free;
    expect(order).toEqual(['free']);
    release();
    await held;
    expect(order).toEqual(['free', 'held']);
  });

  it('runs interactive jobs on threads of their own, with a waiting room of their own, while uploads fill the others', async () => {
    const p = makePool({ size: 1, maxQueued: 1, interactiveThreads: 1 });
    const started: string[] = [];
    const jobs: Promise<unknown>[] = [p.run('hang', {}, { onStart: () => started.push('upload 1') })];
    await expect(p.run('sleep', { ms: 1 }, { interactive: true, onStart: () => started.push('insights') })).resolves.toBe(1);
    // The interactive thread is idle now, but not an upload's.
    jobs.push(p.run('sleep', { ms: 1 }, { onStart: () => started.push('upload 2') }));
    expect(started).toEqual(['upload 1', 'insights']);
    // The uploads' room is full; interactive jobs are still admitted, until one running and one waiting fill theirs.
    expect(p.hasRoomFor(1)).toBe(false);
    jobs.push(p.run('hang', {}, { interactive: true }), p.run('sleep', { ms: 1 }, { interactive: true }));
    await expect(p.run('sleep', { ms: 1 }, { interactive: true })).rejects.toBeInstanceOf(PoolFullError);
    const stopped = Promise.allSettled(jobs);
    await p.close();
    expect((await stopped).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  });

  it('tells the interactive threads to keep their priority and the others to lower theirs', async () => {
    const p = makePool({ interactiveThreads: 1 });
    const kinds: string[] = [];
    p.onJobStart(({ kind }) => kinds.push(kind));
    await expect(p.run('threadOptions', {})).resolves.toEqual({ lowerPriority: true });
    await expect(p.run('threadOptions', {}, { interactive: true })).resolves.toEqual({ lowerPriority: false });
    expect(kinds).toEqual(['threadOptions', 'threadOptions']);
  });

  it('fails a job a killed worker was running, with a message for the user', async () => {
    const p = makePool();
    p.onJobStart(({ worker }) => void worker.terminate());
    await expect(p.run('sleep', { ms: 1000 })).rejects.toMatchObject({ code: 'worker_crashed', message: POOL_MESSAGES.crashed });
  });

  it('replaces a worker whose heap grew beyond the limit after its job, and keeps a small one', async () => {
    const threadsOf = async (p: WorkerPool) => {
      const threads: number[] = [];
      p.onJobStart(({ worker }) => threads.push(worker.threadId));
      await p.run('sleep', { ms: 1 });
      await p.run('sleep', { ms: 1 });
      return threads;
    };
    const [a, b] = await threadsOf(makePool({ recycleAboveHeapMb: 0 }));
    expect(a).not.toBe(b);
    await pool?.close();
    const [c, d] = await threadsOf(makePool({ recycleAboveHeapMb: 4096 }));
    expect(c).toBe(d);
  });
});
