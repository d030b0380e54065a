/**
 * The JS heap of a tab at its highest: the page's own and its dedicated workers' (each worker is
 * an isolate of its own, which Performance.getMetrics on the page does not count), sampled every
 * SAMPLE_MS. Workers are reached through a CDP session of our own that auto-attaches to them
 * without flattening (their messages then travel inside this session, so Playwright's own
 * sessions are left alone).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { megabytes } from './stats.js';

const SAMPLE_MS = 100;
/** A busy isolate answers late; a sample does not wait longer for it than this. */
const ANSWER_MS = 1000;

export interface HeapPeaks {
  page_max_mb: number;
  worker_max_mb: number;
  combined_max_mb: number;
  /** ArrayBuffer backing stores (file bytes, inflated parts): outside the JS heap, page + workers at the same sample. */
  array_buffers_max_mb: number;
  workers_seen: number;
  samples: number;
}

interface HeapUsage {
  usedSize: number;
  backingStorageSize?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withinAnswerTime<T>(answer: Promise<T>): Promise<T | null> {
  return Promise.race([answer.catch(() => null), sleep(ANSWER_MS).then(() => null)]);
}

/** Runtime.getHeapUsage in each worker attached to the session, by message inside it. */
function workerChannel(cdp: CDPSession) {
  const workers = new Set<string>();
  const answers = new Map<number, (usage: HeapUsage | null) => void>();
  let seen = 0;
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type !== 'worker') return;
    workers.add(event.sessionId);
    seen += 1;
  });
  cdp.on('Target.detachedFromTarget', (event) => workers.delete(event.sessionId ?? ''));
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: HeapUsage };
    const answer = message.id === undefined ? undefined : answers.get(message.id);
    if (!answer) return;
    answers.delete(message.id!);
    answer(message.result ?? null);
  });
  const heapOf = (sessionId: string) =>
    new Promise<HeapUsage | null>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) }).catch(() => resolve(null));
    });
  return {
    seen: () => seen,
    /** Heap and ArrayBuffer bytes summed over the workers alive now. */
    async used(): Promise<{ heap: number; arrayBuffers: number }> {
      const usages = await Promise.all([...workers].map((sessionId) => withinAnswerTime(heapOf(sessionId))));
      // Answers that came too late are dropped rather than kept waiting.
      answers.clear();
      return {
        heap: usages.reduce((sum, usage) => sum + (usage?.usedSize ?? 0), 0),
        arrayBuffers: usages.reduce((sum, usage) => sum + (usage?.backingStorageSize ?? 0), 0),
      };
    },
  };
}

/** Starts sampling the page's tab; stop() ends it and answers the peaks. */
export async function sampleTabHeap(context: BrowserContext, page: Page): Promise<{ stop(): Promise<HeapPeaks> }> {
  const cdp = await context.newCDPSession(page);
  const workers = workerChannel(cdp);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const peaks = { page: 0, worker: 0, combined: 0, arrayBuffers: 0, samples: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const [pageUsage, inWorkers] = await Promise.all([withinAnswerTime<HeapUsage>(cdp.send('Runtime.getHeapUsage')), workers.used()]);
      const pageBytes = pageUsage?.usedSize ?? 0;
      peaks.page = Math.max(peaks.page, pageBytes);
      peaks.worker = Math.max(peaks.worker, inWorkers.heap);
      peaks.combined = Math.max(peaks.combined, pageBytes + inWorkers.heap);
      peaks.arrayBuffers = Math.max(peaks.arrayBuffers, (pageUsage?.backingStorageSize ?? 0) + inWorkers.arrayBuffers);
      peaks.samples += 1;
      await sleep(SAMPLE_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await cdp.detach().catch(() => undefined);
      return {
        page_max_mb: megabytes(peaks.page),
        worker_max_mb: megabytes(peaks.worker),
        combined_max_mb: megabytes(peaks.combined),
        array_buffers_max_mb: megabytes(peaks.arrayBuffers),
        workers_seen: workers.seen(),
        samples: peaks.samples,
      };
    },
  };
}
