import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { spawnWorker } from '../../src/jobs/spawn-worker.js';

describe('lowerThreadPriority', () => {
  it.runIf(existsSync('/proc/thread-self'))("lowers the calling thread's priority only, not the process's", async () => {
    const before = getPriority();
    const worker = spawnWorker(new URL('./fixtures/priority-worker.ts', import.meta.url));
    const report = await new Promise<{ lowered: boolean; thread: number; mainThread: number }>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(report).toEqual({ lowered: true, thread: Math.max(before, 7), mainThread: before });
    expect(getPriority()).toBe(before);
  });
});
