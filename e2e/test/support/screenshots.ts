// Screenshots a journey keeps on purpose (each auditor tab, at each width), under
// e2e/screenshots/ (git-ignored), as opposed to the failure shots in e2e/artifacts/.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './app-server.js';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');

/** Where the screenshot `name` is kept (the folder made): the same wherever the tests were started from. */
export function screenshotFile(name: string): string {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return path.join(SCREENSHOTS_DIR, `${name.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`);
}

/** Saves the whole page as e2e/screenshots/<name>.png and answers the file's path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = screenshotFile(name);
  // From the top: a full-page shot draws the fixed top bar where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  // A full-page shot stretches the window to the page's height and back. On a loaded machine
  // the page saw the old size a moment later, and the next click went to where the element was
  // in the stretched window (lost): wait until the page has its own size again.
  const viewport = page.viewportSize();
  if (viewport) await page.waitForFunction((height) => window.innerHeight === height, viewport.height, { timeout: 10_000 });
  return file;
}
