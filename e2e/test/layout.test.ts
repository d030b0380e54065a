// The public screens at a desktop width and on a phone: nothing wider than the screen, the
// page heading visible, signed out and signed in, and on a phone the navigation drawer.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { ACCOUNT_PAGES, AUDITOR_PAGE, PUBLIC_PAGES } from './support/pages.js';
import { SCREENS } from './support/screens.js';

const runs = requireChromium('layout at 1280 px and on a phone');

const PAGES = PUBLIC_PAGES;
const SIGNED_IN_PAGES = [AUDITOR_PAGE, ...ACCOUNT_PAGES];


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
      }
    });
  }, 60_000);
});
