// A new seller audits a small account: the Campaign Table sorted by spend, re-sorted by sales
// both ways, filtered by Min Spend and cleared, a campaign and an ad group expanded, and the
// ad group's 62 search terms paged 50 at a time. Orders and counts come from the engine's run.
import type { AuditResult, Campaign } from '@ads-auditor/audit';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { campaignOrder, expandRow, openAuditor, openTab, uploadBulkWorkbook } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit, usd } from './support/expected.js';
import { signUpInPage } from './support/sign-up.js';
import { until } from './support/until.js';
import { ACCOUNT_NAMES, AUDITOR_ACCOUNT, BUSY_SEARCH_TERM_COUNT, SEARCH_TERMS_PAGE_SIZE, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: campaign table, filters, sorting, search terms');

const names = (campaigns: Campaign[]) => campaigns.map((c) => c.name);
const by = (key: 'spend' | 'sales', direction: 1 | -1) => (a: Campaign, b: Campaign) => direction * (a.metrics[key] - b.metrics[key]);

async function expectOrder(page: Page, expected: string[], what: string): Promise<void> {
  await until(async () => JSON.stringify(await campaignOrder(page)) === JSON.stringify(expected), what);
}

async function sortOf(page: Page, column: string): Promise<string | null> {
  return page.getByRole('table', { name: 'Campaigns' }).getByRole('columnheader', { name: column, exact: true }).getAttribute('aria-sort');
}

/** Customer search terms on the dialog's current page. */
async function searchTermsOnPage(page: Page): Promise<string[]> {
  const rows = page.getByRole('dialog', { name: 'Search Terms' }).getByRole('table').locator('tbody tr');
  return (await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent?.trim() ?? ''))).filter(Boolean);
}

describe.skipIf(!runs)('auditor: campaign table in Chromium', () => {
  const started = useAppAndBrowser();
  let audit: AuditResult;
  beforeAll(async () => {
    audit = await engineAudit(auditorWorkbook());
  });

  test('sort, filter, expand a campaign and an ad group, and page through its search terms', async () => {
    await inPage(started.browser, 'auditor-campaign-table', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-table');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('valves-account.xlsx', auditorWorkbook()));
      const panel = await openTab(page, 'Campaign Table');
      expect(audit.campaigns).toHaveLength(AUDITOR_ACCOUNT.campaigns.length);

      // Spend descending by default; Sales sorts descending first, then toggles.
      // The header's state first: in this account the orders by spend and by sales are the same.
      await expect.poll(() => sortOf(page, 'Spend')).toBe('descending');
      await expectOrder(page, names([...audit.campaigns].sort(by('spend', -1))), 'spend descending by default');
      await panel.getByRole('button', { name: 'Sales', exact: true }).click();
      await expect.poll(() => sortOf(page, 'Sales')).toBe('descending');
      await expectOrder(page, names([...audit.campaigns].sort(by('sales', -1))), 'sales descending after one click');
      await panel.getByRole('button', { name: 'Sales', exact: true }).click();
      await expect.poll(() => sortOf(page, 'Sales')).toBe('ascending');
      await expectOrder(page, names([...audit.campaigns].sort(by('sales', 1))), 'sales ascending after a second click');

      // Min Spend between the 2nd and 3rd largest spends: two campaigns stay, in the current sort.
      const spends = audit.campaigns.map((c) => c.metrics.spend).sort((a, b) => b - a);
      const minSpend = Math.round(((spends[1] + spends[2]) / 2) * 100) / 100;
      await panel.getByRole('button', { name: 'Show Filters' }).click();
      const field = panel.getByLabel('Min Spend', { exact: true });
      await field.fill(String(minSpend));
      await field.press('Tab');
      // Edits reach the table only with Apply Filters.
      expect(await campaignOrder(page)).toHaveLength(audit.campaigns.length);
      await panel.getByRole('button', { name: 'Apply Filters' }).click();
      const kept = [...audit.campaigns].filter((c) => c.metrics.spend >= minSpend).sort(by('sales', 1));
      expect(kept).toHaveLength(2);
      await expectOrder(page, names(kept), `campaigns with spend of at least ${usd(minSpend)}`);
      await see(page, '1 active');
      await panel.getByRole('button', { name: 'Clear All' }).click();
      await expectOrder(page, names([...audit.campaigns].sort(by('sales', 1))), 'every campaign after Clear All');

      // A campaign opens on its placements and ad groups; an ad group on its sections.
      await expandRow(panel, `Expand campaign ${ACCOUNT_NAMES.busyCampaign}`);
      await panel.getByRole('heading', { name: 'Placement Performance (4)' }).waitFor();
      await expandRow(panel, `Expand ad group ${ACCOUNT_NAMES.busyAdGroup}`);
      await panel.getByRole('heading', { name: 'Products (2)', exact: true }).waitFor();
      await panel.getByRole('heading', { name: 'Keywords (2)', exact: true }).waitFor();
      await panel.getByRole('heading', { name: 'Negative Keywords (2)', exact: true }).waitFor();

      // Search terms: 50 a page, every term once over the pages. The button is enabled once the
      // search-terms task has finished ('Processing...' before).
      await panel.getByRole('button', { name: 'Search Terms', exact: true }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'Search Terms' });
      await dialog.getByText(`Showing 1-${SEARCH_TERMS_PAGE_SIZE} of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor();
      await dialog.getByText(`Campaign:`).waitFor();
      const first = await searchTermsOnPage(page);
      expect(first).toHaveLength(SEARCH_TERMS_PAGE_SIZE);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Showing ${SEARCH_TERMS_PAGE_SIZE + 1}-${BUSY_SEARCH_TERM_COUNT} of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor();
      await dialog.getByText('Page 2', { exact: true }).waitFor();
      const second = await until(async () => {
        const terms = await searchTermsOnPage(page);
        return terms.length === BUSY_SEARCH_TERM_COUNT - SEARCH_TERMS_PAGE_SIZE && !terms.includes(first[0]) ? terms : null;
      }, 'the second page of search terms');
      const expectedTerms = AUDITOR_ACCOUNT.campaigns[0].adGroups[0].searchTerms!.map((t) => t.term);
      expect([...first, ...second].sort()).toEqual([...expectedTerms].sort());
      expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: 'Previous' }).click();
      await dialog.getByText(`Showing 1-${SEARCH_TERMS_PAGE_SIZE} of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  }, 120_000);
});
