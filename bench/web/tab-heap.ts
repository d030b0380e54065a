/**
 * The tab's JS heap at its highest during a run, page and dedicated workers: the larger of what
 * DevTools sampling saw between tasks (heap-sampler.ts) and what the isolates held at their
 * garbage collections, long tasks included (gc-trace.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { traceGcHeap, type GcHeapPeaks } from './gc-trace.js';
import { sampleTabHeap, type HeapPeaks } from './heap-sampler.js';

export interface TabHeap {
  page_max_mb: number;
  worker_max_mb: number;
  combined_max_mb: number;
  sampled: HeapPeaks;
  at_collections: GcHeapPeaks;
}

export async function watchTabHeap(browser: Browser, context: BrowserContext, page: Page): Promise<{ stop(): Promise<TabHeap> }> {
  const sampling = await sampleTabHeap(context, page);
  const tracing = await traceGcHeap(browser, page);
  return {
    async stop() {
      const sampled = await sampling.stop();
      const atCollections = await tracing.stop();
      return {
        page_max_mb: Math.max(sampled.page_max_mb, atCollections.page_max_mb),
        worker_max_mb: Math.max(sampled.worker_max_mb, atCollections.worker_max_mb),
        combined_max_mb: Math.max(sampled.combined_max_mb, atCollections.combined_max_mb),
        sampled,
        at_collections: atCollections,
      };
    },
  };
}
