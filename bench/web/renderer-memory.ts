/**
 * The resident memory of a tab's renderer process at its highest (VmHWM, the kernel's own
 * high-water mark: no sampling gaps), JS heaps, ArrayBuffers, workers and Blink together.
 * The tab's renderer is told apart as the new renderer that grew largest: one context runs at a
 * time, and the spare renderer Chromium keeps ready stays small.
 */
import type { Browser } from 'playwright-core';
import { statusField } from '../api/server-process.js';

/** The ids of the browser's renderer processes now. */
export async function rendererPids(browser: Browser): Promise<Set<number>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    return new Set(processInfo.filter((p) => p.type === 'renderer').map((p) => p.id));
  } finally {
    await cdp.detach();
  }
}

/** The largest VmHWM, in MB, of the renderers that were not there `before` (null when none is left to read). */
export async function newRendererPeakRssMb(browser: Browser, before: ReadonlySet<number>): Promise<number | null> {
  const peaks = [...(await rendererPids(browser))].filter((pid) => !before.has(pid)).flatMap((pid) => {
    try {
      return [Math.round(statusField(pid, 'VmHWM'))];
    } catch {
      return []; // ended meanwhile
    }
  });
  return peaks.length === 0 ? null : Math.max(...peaks);
}
