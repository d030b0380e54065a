// Results before the upload finishes: the page audits the chosen file in this browser and shows
// the Summary, the Campaign Table, the search terms and the Insights while the server still
// holds its own audit (a workbook named hold-audit-... is held until the journey releases it).
// Features that need the server say they wait for the upload. When the server's result comes
// the page switches to it without rebuilding what is on screen: the same table element, the
// open tab, the filters, the expanded rows and the scroll position stay, and the numbers match.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { expandCampaignAndAdGroup, openAuditor, openTab, serverResultShown } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit, usd } from './support/expected.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { until } from './support/until.js';
import { ACCOUNT_NAMES, BUSY_SEARCH_TERM_COUNT, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: results from the browser before the upload finishes');

const FILE = 'hold-audit-browser-first.xlsx';
const PENDING = 'Available once the upload completes: the audit on screen was made in this browser while the file uploads.';

/** The customer search terms of the open Search Terms dialog's page, top to bottom. */
async function dialogTerms(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Search Terms' });
  await dialog.getByText(`Showing 1-50 of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor({ timeout: 30_000 });
  const rows = dialog.getByRole('region', { name: 'Search terms table' }).locator('tbody tr');
  const terms = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return terms;
}

describe.skipIf(!runs)('auditor: results from the browser first, then the server’s', () => {
  const started = useAppAndBrowser({ TEST_TASK_HOLD_SECONDS: '300' });

  test('the Summary, table, search terms and Insights show while the server holds the audit; the switch keeps the view', async () => {
    const bytes = auditorWorkbook();
    const expected = await engineAudit(bytes);
    const busy = expected.campaigns.find((c) => c.name === ACCOUNT_NAMES.busyCampaign)!;
    const adGroupId = busy.ad_groups.find((g) => g.name === ACCOUNT_NAMES.busyAdGroup)!.id;

    await inPage(started.browser, 'auditor-browser-first', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'browser-first');
      await openAuditor(page);
      await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(fileOnDisk(FILE, bytes));

      // The browser's Summary, to the cent, while the server still says 'processing'.
      await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 60_000 });
      const status = page.getByRole('status', { name: 'Processing status' });
      expect(await status.getByText('status: processing').isVisible()).toBe(true);
      // Its bar moves by transforms alone, which the compositor runs: MUI's own moves by left and
      // right, which this page's thread would lay out and paint every frame the server works.
      // With reduced motion (this journey's setting) it stands still.
      const barMotion = () => status.getByRole('progressbar').evaluate((bar) => [
        ...new Set(Array.from(bar.children).flatMap((part) => part.getAnimations())
          .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes())
          .flatMap((frame) => Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)))),
      ]);
      expect(await barMotion()).toEqual([]);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await barMotion()).toEqual(['transform']);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.getByTestId('browser-result-status').waitFor();
      await page.getByText(usd(expected.summary.account.spend)).first().waitFor();
      await saveScreenshot(page, 'auditor-browser-first-summary-1280');
      // On a phone the notice and the status fit without sideways scrolling.
      await page.setViewportSize({ width: 375, height: 800 });
      await saveScreenshot(page, 'auditor-browser-first-summary-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      // What needs the server says it waits for the upload.
      const plan = await openTab(page, 'Plan');
      await plan.getByText(`Plan: ${PENDING}`).waitFor();
      const share = page.getByRole('button', { name: 'Share' });
      expect(await share.isDisabled()).toBe(true);
      await share.locator('xpath=..').hover();
      await page.getByRole('tooltip').getByText(PENDING).waitFor();

      // Insights from the browser's own search terms.
      const insights = await openTab(page, 'Insights');
      await insights.getByRole('tablist', { name: 'Insight views' }).getByRole('tab', { name: /^Harvest \(\d+\)$/ }).waitFor({ timeout: 60_000 });

      // The Campaign Table, filtered, with the busy ad group open; its search terms from the browser.
      const table = await openTab(page, 'Campaign Table');
      await table.getByRole('button', { name: 'Show Filters' }).click();
      await table.getByLabel('Min Spend', { exact: true }).fill('10');
      // The field commits on blur, which the click on Apply causes, while this browser is busy (its
      // worker reads the search terms; the server audits the same file on the same cores).
      await table.getByRole('button', { name: 'Apply Filters' }).click();
      await see(page, '1 active');
      expect(new URL(page.url()).searchParams.get('minSpend')).toBe('10');
      await expandCampaignAndAdGroup(table, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      const notes = table.getByRole('button', { name: `Notes for ${ACCOUNT_NAMES.busyCampaign} (0)`, exact: true });
      expect(await notes.isDisabled()).toBe(true);
      await table.getByRole('button', { name: 'Search Terms', exact: true }).click();
      const browserTerms = await dialogTerms(page);
      expect(browserTerms).toHaveLength(50);

      // What must survive the switch: the table element itself, the scroll position and the address.
      await page.evaluate(() => {
        const element = document.querySelector('table[aria-label="Campaigns"]');
        (window as unknown as { campaignsTable: Element | null }).campaignsTable = element;
        window.scrollTo(0, 300);
      });
      const scrollBefore = await page.evaluate(() => window.scrollY);
      const addressBefore = page.url();
      expect(await status.getByText('status: processing').isVisible()).toBe(true);

      fs.writeFileSync(path.join(started.app.dataDir, `release-${FILE}`), '');
      await serverResultShown(page, 60_000);
      await notes.waitFor();
      expect(await notes.isEnabled()).toBe(true);
      const kept = await page.evaluate(() => {
        const element = (window as unknown as { campaignsTable: Element | null }).campaignsTable;
        return { sameTable: element?.isConnected === true && element === document.querySelector('table[aria-label="Campaigns"]'), scrollY: window.scrollY };
      });
      expect(kept.sameTable).toBe(true);
      expect(Math.abs(kept.scrollY - scrollBefore)).toBeLessThanOrEqual(2);
      expect(page.url()).toBe(addressBefore);
      // The server's result is the browser's, byte for byte: the page named its digest and was
      // answered 304 (nothing downloaded).
      const resultStatuses = await page.evaluate(() =>
        performance.getEntriesByType('resource')
          .filter((entry) => /\/api\/background-tasks\/[^/]+\/results$/.test(new URL(entry.name).pathname))
          .map((entry) => (entry as PerformanceResourceTiming & { responseStatus: number }).responseStatus));
      expect(resultStatuses).toEqual([304]);
      await see(page, '1 active');
      await table.getByRole('button', { name: 'Search Terms', exact: true }).waitFor();

      // The server's page of search terms is the browser's, once the server has stored them (409 until then).
      const served = await until(async () => {
        const response = await page.request.get(`/api/search-terms/${encodeURIComponent(adGroupId)}?limit=50&offset=0`);
        return response.status() === 200 && ((await response.json()) as { data: { search_terms: { customer_search_term: string }[] } });
      }, "the server's search terms", 60_000);
      expect(served.data.search_terms.map((t) => t.customer_search_term)).toEqual(browserTerms);
      await saveScreenshot(page, 'auditor-browser-first-served-1280');
    });
  }, 180_000);
});
