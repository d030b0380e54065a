// The set-up every journey file shares: the built app and a Chromium, started once for the
// file (in parallel) and stopped after it. Call inside the file's describe block.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app-server.js';
import { launchChromium } from './chromium.js';

export interface AppAndBrowser {
  app: RunningApp;
  browser: Browser;
}

/** `extraEnv` adds to the app's environment (e.g. a test-only setting). */
export function useAppAndBrowser(extraEnv: Record<string, string> = {}): AppAndBrowser {
  const started = {} as AppAndBrowser;
  beforeAll(async () => {
    [started.app, started.browser] = await Promise.all([startApp(extraEnv), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    await started.browser?.close();
    await started.app?.stop();
  });
  return started;
}
