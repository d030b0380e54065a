// axe-core (label-in-name included) on every public page, the visitor's sign-up dialog, and the
// signed-in pages, at 1280 px and on a 375 px phone: no serious or critical violation. A failure lists every finding (rule, element, axe's summary).
import { describe, expect, test } from 'vitest';
import { describeFindings, blockingViolations } from './support/axe.js';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from './support/pages.js';
import { SCREENS } from './support/screens.js';
import { signUpInPage } from './support/sign-up.js';

const runs = requireChromium('accessibility (axe) of the public pages');

const SIGNED_IN_PAGES = ACCOUNT_PAGES;

describe.skipIf(!runs)('accessibility in Chromium', () => {
  const started = useAppAndBrowser();

  test.each(SCREENS)('no serious or critical axe violation on the $name screen', async (screen) => {
    const problems: string[] = [];
    await inPage(started.browser, `accessibility-${screen.name}`, { baseURL: started.app.url, viewport: screen.viewport, isMobile: screen.isMobile }, async (page) => {
      const audit = async ({ path, heading }: { path: string; heading: string }) => {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('contentinfo').waitFor();
        problems.push(...describeFindings(`${path} at ${screen.viewport.width} px`, await blockingViolations(page)));
      };
      for (const target of PUBLIC_PAGES) await audit(target);
      // A visitor's plan button opens the sign-up dialog, even with payments off.
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Buy Pro Plan' }).click();
      await page.getByRole('dialog').getByText('Please signup to use full features of the app.').waitFor();
      problems.push(...describeFindings(`/pricing sign-up dialog at ${screen.viewport.width} px`, await blockingViolations(page)));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await signUpInPage(page, `axe-${screen.name}`);
      for (const target of SIGNED_IN_PAGES) await audit(target);
    });
    expect(problems, `axe found serious or critical violations:\n${problems.join('\n')}`).toEqual([]);
  }, 180_000);
});
