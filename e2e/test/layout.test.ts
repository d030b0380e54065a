// The public screens at a desktop width and on a phone: nothing wider than the screen, the
// page heading visible, signed out and signed in, and on a phone the navigation drawer. A
// desktop window shrunk to 375 px drops the dashboard navigation at once, and widened gets it back.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { ACCOUNT_PAGES, AUDITOR_PAGE, PUBLIC_PAGES } from './support/pages.js';
import { SCREENS } from './support/screens.js';
import { until } from './support/until.js';

const runs = requireChromium('layout at 1280 px and on a phone');

const PAGES = PUBLIC_PAGES;
const SIGNED_IN_PAGES = [AUDITOR_PAGE, ...ACCOUNT_PAGES];


/** Resizing, not reloading: 220 px wide, 60 px at 800, none at 375 with the content using the width, then back. */
async function expectNavigationToFollowTheWidth(page: Page): Promise<void> {
  await page.goto(AUDITOR_PAGE.path);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const widthOf = async () => Math.round((await nav.boundingBox())?.width ?? 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await until(async () => (await widthOf()) === 220, 'the navigation is 220 px wide at 1280 px');
  await page.setViewportSize({ width: 800, height: 800 });
  await until(async () => (await widthOf()) === 60, 'the navigation collapses to 60 px at 800 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await nav.waitFor({ state: 'detached' });
  const heading = await page.getByRole('heading', { level: 1, name: AUDITOR_PAGE.heading }).boundingBox();
  expect(heading!.x, 'the content starts at the left edge on a phone').toBeLessThan(40);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'nothing is wider than the 375 px window').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await until(async () => (await widthOf()) === 220, 'the navigation is back at 1280 px');
}

describe.skipIf(!runs)('layout in Chromium', () => {
  const started = useAppAndBrowser();

  test.each(SCREENS)('every screen fits the $name screen', async ({ name, viewport, isMobile }) => {
    await inPage(started.browser, `layout-${name}`, { baseURL: started.app.url, viewport, isMobile }, async (page) => {
      const expectToFit = async ({ path, heading }: { path: string; heading: string }) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('contentinfo').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} is wider than the ${viewport.width} px screen`).toBeLessThanOrEqual(0);
      };
      for (const target of PAGES) await expectToFit(target);
      // Signed in (the sign-up call sets the session cookie of this browser context).
      const signup = await page.request.post('/api/auth/signup', { data: { email: `layout-${name}@example.com`, full_name: 'Layout Check', password: 'layout-password' } });
      expect(signup.status()).toBe(201);
      for (const target of SIGNED_IN_PAGES) await expectToFit(target);
      if (isMobile) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      } else {
        await page.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
        await expectNavigationToFollowTheWidth(page);
      }
    });
  }, 60_000);
});
