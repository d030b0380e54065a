// A consultant works the Campaign Table all day: the key columns fit 1280 px with one scroll
// box, the search terms sort on the server, a filtered, sorted view survives a reload, and at
// 375 px each campaign is a card whose placements show their numbers.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { campaignOrder, expandCampaignAndAdGroup, openAuditor, openTab, uploadBulkWorkbook } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { saveScreenshot, screenshotFile } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { until } from './support/until.js';
import { ACCOUNT_NAMES, AUDITOR_ACCOUNT, BUSY_SEARCH_TERM_COUNT, SEARCH_TERMS_PAGE_SIZE, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('consultant journey: table columns, search terms sort, address state, phone cards');

/** How far the campaign table reaches past its box sideways (0 or less: every shown column is in view). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.getByRole('table', { name: 'Campaigns' }).evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth);
}

/** Customer search terms on the dialog's current page. */
async function searchTermsOnPage(page: Page): Promise<string[]> {
  const rows = page.getByRole('dialog', { name: 'Search Terms' }).getByRole('table').locator('tbody tr');
  return (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent?.trim() ?? ''))).filter(Boolean);
}

describe.skipIf(!runs)('consultant: the Campaign Table at 1280 px and 375 px', () => {
  const started = useAppAndBrowser();

  test('columns fit, search terms sort, a filtered and sorted table survives a reload, cards at 375 px', async () => {
    await inPage(started.browser, 'consultant-table', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'consultant-table');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('valves-account.xlsx', auditorWorkbook()));
      let panel = await openTab(page, 'Campaign Table');
      await page.getByRole('table', { name: 'Campaigns' }).waitFor();

      // The default columns, State, Spend, Sales, ACOS and ROAS among them, fit 1280 px.
      for (const column of ['State', 'Spend', 'Sales', 'ACOS', 'ROAS']) {
        await page.getByRole('table', { name: 'Campaigns' }).getByRole('columnheader', { name: column, exact: true }).waitFor();
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'consultant-table-1280');

      // One scroll box: nothing inside the expanded campaign scrolls on its own.
      await expandCampaignAndAdGroup(panel, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      await panel.getByRole('heading', { name: 'Keywords (2)', exact: true }).waitFor();
      const nestedScrollers = await page.getByRole('table', { name: 'Campaigns' }).evaluate((table) =>
        Array.from(table.querySelectorAll('*')).filter((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY + style.overflowX) && el.scrollHeight > el.clientHeight + 1;
        }).length,
      );
      expect(nestedScrollers).toBe(0);
      await page.getByRole('table', { name: 'Campaigns' }).evaluate((table) => {
        const box = table.parentElement!;
        window.scrollTo(0, box.getBoundingClientRect().top + window.scrollY - 80);
        box.scrollTop = 420;
      });
      await page.screenshot({ path: screenshotFile('consultant-table-1280-expanded') });

      // The search terms sort on the server: fewest impressions first is the workbook's first terms.
      await panel.getByRole('button', { name: 'Search Terms', exact: true }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Search Terms' });
      await dialog.getByText(`Showing 1-${SEARCH_TERMS_PAGE_SIZE} of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor();
      // The 16 columns, ACOS among them, fit the dialog at 1280 px: its box does not scroll sideways.
      const termsBox = dialog.getByRole('region', { name: 'Search terms table' });
      expect(await termsBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      const byImpressions = AUDITOR_ACCOUNT.campaigns[0].adGroups[0].searchTerms!.map((t) => t.term);
      const impressions = dialog.getByRole('columnheader', { name: 'Impressions', exact: true });
      await impressions.getByRole('button').click();
      await until(async () => (await searchTermsOnPage(page))[0] === byImpressions.at(-1), 'most impressions first');
      await impressions.getByRole('button').click();
      await until(async () => JSON.stringify(await searchTermsOnPage(page)) === JSON.stringify(byImpressions.slice(0, SEARCH_TERMS_PAGE_SIZE)), 'fewest impressions first');
      expect(await impressions.getAttribute('aria-sort')).toBe('ascending');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await until(async () => JSON.stringify(await searchTermsOnPage(page)) === JSON.stringify(byImpressions.slice(SEARCH_TERMS_PAGE_SIZE)), 'the next page in the same order');
      await page.screenshot({ path: screenshotFile('consultant-search-terms-1280') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Sales lowest first and Min Spend 10: kept in the address, and after a reload.
      const table = page.getByRole('table', { name: 'Campaigns' });
      await table.getByRole('button', { name: 'Sales', exact: true }).click();
      await table.getByRole('button', { name: 'Sales', exact: true }).click();
      await panel.getByRole('button', { name: 'Show Filters' }).click();
      await panel.getByLabel('Min Spend', { exact: true }).fill('10');
      await panel.getByRole('button', { name: 'Apply Filters' }).click();
      await see(page, '1 active');
      const kept = [...AUDITOR_ACCOUNT.campaigns].length;
      const before = await campaignOrder(page);
      expect(before.length).toBeLessThan(kept);
      expect(page.url()).toMatch(/sort=sales&dir=asc&minSpend=10/);
      await page.reload();
      panel = page.getByRole('tabpanel', { name: 'Campaign Table' });
      await page.getByRole('table', { name: 'Campaigns' }).waitFor();
      await see(page, '1 active');
      await until(async () => JSON.stringify(await campaignOrder(page)) === JSON.stringify(before), 'the same campaigns in the same order after a reload');
      expect(await page.getByRole('table', { name: 'Campaigns' }).getByRole('columnheader', { name: 'Sales', exact: true }).getAttribute('aria-sort')).toBe('ascending');

      // At 375 px: a card per campaign, its placements with their numbers on tap.
      await page.setViewportSize({ width: 375, height: 800 });
      const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article');
      await until(async () => (await cards.count()) === before.length, 'a card per campaign shown');
      const card = page.getByRole('article', { name: ACCOUNT_NAMES.busyCampaign });
      await card.getByRole('button', { name: 'Details' }).click();
      const top = card.getByRole('group', { name: 'Top of Search' });
      expect(await top.innerText()).toMatch(/Spend\s*\$[\d,]+\.\d{2}/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await saveScreenshot(page, 'consultant-table-375');
    });
  }, 180_000);
});
