/** Small tools on the page under measurement: the JS heap, marking elements for the probe, CPU profiles, waiting on the page. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Locator, Page } from 'playwright-core';
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

/**
 * Evaluates `expression` in the page every `everyMs` until it answers something other than null;
 * past `timeoutMs`, throws with what `explain` says of the page then. Polled with page.evaluate:
 * waitForFunction evaluates strings in a way the app's CSP forbids.
 */
export async function untilInPage<T>(page: Page, expression: string, timeoutMs: number, explain: () => Promise<string>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await page.evaluate(expression)) as T | null;
    if (answer !== null) return answer;
    if (Date.now() > deadline) throw new Error(`nothing after ${Math.round(timeoutMs / 1000)} s: ${await explain()}`);
    await page.waitForTimeout(everyMs);
  }
}

/** The first `chars` characters of what the page's main region reads, on one line (for error messages). */
export async function mainText(page: Page, chars = 400): Promise<string> {
  const text = await page.locator('main').first().innerText({ timeout: 5000 }).catch(() => '(no main region)');
  return text.replace(/\s+/g, ' ').slice(0, chars);
}
