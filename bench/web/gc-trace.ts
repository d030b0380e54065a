/**
 * The JS heap of the tab at its garbage collections, from a Chromium trace of the 'v8' category:
 * each MinorGC/MajorGC event carries the isolate's used heap before and after it, recorded even
 * in the middle of a long task, when an isolate cannot answer a DevTools call (heap-sampler.ts
 * sees only the heap between tasks). The page is the renderer's main thread, workers its
 * 'DedicatedWorker thread's; combined sums every isolate's last known heap at each collection
 * (a worker ended since counts with its heap after its last collection: a slight overestimate).
 */
import type { Browser, Page } from 'playwright-core';
import { megabytes } from './stats.js';

export interface GcHeapPeaks {
  page_max_mb: number;
  worker_max_mb: number;
  combined_max_mb: number;
  collections: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  args?: { name?: string; usedHeapSizeBefore?: number; usedHeapSizeAfter?: number };
}

type Isolate = 'page' | 'worker';

function isolateOf(threadName: string | undefined): Isolate | null {
  if (threadName === 'CrRendererMain') return 'page';
  if (threadName === 'DedicatedWorker thread') return 'worker';
  return null;
}

export function gcHeapPeaks(events: readonly TraceEvent[]): GcHeapPeaks {
  const threads = new Map<string, Isolate>();
  for (const event of events) {
    const isolate = event.ph === 'M' && event.name === 'thread_name' ? isolateOf(event.args?.name) : null;
    if (isolate) threads.set(`${event.pid}:${event.tid}`, isolate);
  }
  const collections = events
    .filter((e) => (e.name === 'MinorGC' || e.name === 'MajorGC') && e.args?.usedHeapSizeBefore !== undefined && threads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  // The tab's renderer: the process whose isolates grew largest (a spare renderer idles).
  const largestPid = collections.reduce<{ pid: number; bytes: number } | null>((best, e) => (best && best.bytes >= e.args!.usedHeapSizeBefore! ? best : { pid: e.pid, bytes: e.args!.usedHeapSizeBefore! }), null)?.pid;
  const current = new Map<string, number>();
  const sum = (isolate: Isolate) => [...current].reduce((total, [thread, bytes]) => total + (threads.get(thread) === isolate ? bytes : 0), 0);
  const peaks = { page: 0, worker: 0, combined: 0, collections: 0 };
  for (const gc of collections) {
    if (gc.pid !== largestPid) continue;
    const thread = `${gc.pid}:${gc.tid}`;
    current.set(thread, gc.args!.usedHeapSizeBefore!);
    const [page, worker] = [sum('page'), sum('worker')];
    peaks.page = Math.max(peaks.page, page);
    peaks.worker = Math.max(peaks.worker, worker);
    peaks.combined = Math.max(peaks.combined, page + worker);
    peaks.collections += 1;
    current.set(thread, gc.args!.usedHeapSizeAfter ?? gc.args!.usedHeapSizeBefore!);
  }
  return { page_max_mb: megabytes(peaks.page), worker_max_mb: megabytes(peaks.worker), combined_max_mb: megabytes(peaks.combined), collections: peaks.collections };
}

/** Starts tracing the browser (one trace at a time: runs are sequential); stop() answers the peaks. */
export async function traceGcHeap(browser: Browser, page: Page): Promise<{ stop(): Promise<GcHeapPeaks> }> {
  await browser.startTracing(page, { categories: ['v8'] });
  return {
    async stop() {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      return gcHeapPeaks(trace.traceEvents);
    },
  };
}
