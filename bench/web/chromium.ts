/** Debian's Chromium, headless, as the e2e journeys launch it (CHROMIUM_PATH overrides the path). */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** extraArgs: more command-line switches (e.g. a --js-flags heap limit). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // performance.memory with real (not bucketed) figures; no GPU, no background traffic.
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--enable-precise-memory-info', ...extraArgs],
    timeout: 30_000,
  });
}
