// One browser context per journey (a fresh profile), with a screenshot in e2e/artifacts/ when
// the journey fails and a failure for any uncaught error in the page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from './app-server.js';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');

export interface PageOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
  isMobile?: boolean;
}

export async function inPage(browser: Browser, name: string, options: PageOptions, journey: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
    reducedMotion: 'reduce',
  });
  // Generous: on a 2-core CI machine the page shares the CPU with the server's audit workers
  // and other suites, and a 10 s wait for a big table failed by chance.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await journey(page);
    if (pageErrors.length > 0) throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
  } catch (error) {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${name}-failure.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(at ${page.url()}; screenshot: ${path.relative(REPO_ROOT, file)})`;
    throw error;
  } finally {
    await context.close();
  }
}

/** Waits until `text` is visible on the page (what a user would read). */
export async function see(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

/** Waits until the page is at `pathAndQuery` (path plus search, as the address bar shows). */
export async function atPath(page: Page, pathAndQuery: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === pathAndQuery);
}
