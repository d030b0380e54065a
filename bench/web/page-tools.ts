/** Small tools on the page under measurement: the JS heap, marking elements for the probe, CPU profiles. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Locator } from 'playwright-core';
import { megabytes } from './stats.js';

/** BENCH_WEB_PROFILE=1: CPU profiles of the first sort and the first filter, in bench/out/ (open in Chrome DevTools). */
const PROFILE = process.env.BENCH_WEB_PROFILE === '1';
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');

export async function heapMb(cdp: CDPSession): Promise<{ used: number; total: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { used: megabytes(value('JSHeapUsedSize')), total: megabytes(value('JSHeapTotalSize')) };
}

/** Tags an element data-bench=<name>, for the probe's helpers in the page. */
export async function mark(locator: Locator, name: string): Promise<void> {
  await locator.waitFor();
  await locator.evaluate((element, value) => element.setAttribute('data-bench', value), name);
}

/** Runs `step`, with the page's CPU profile written to bench/out/web-<name>.cpuprofile when profiling. */
export async function profiled<T>(cdp: CDPSession, name: string, step: () => Promise<T>): Promise<T> {
  if (!PROFILE) return step();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await step();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, `web-${name}.cpuprofile`), JSON.stringify(profile));
  return result;
}
