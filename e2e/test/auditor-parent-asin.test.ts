// A new seller adds a business report and walks the Parent ASIN Audit: the picker (first ASIN
// chosen, next/previous, the Spend/Sales sort, search, Clear), the Summary sub-tab's children
// and figures, and the Targeting sub-tab with its aggregate switch. Figures come from the
// engine's parent-ASIN audit of the same two files. The account's next upload carries the report over.
import type { ParentAsinAudit } from '@ads-auditor/audit';
import { beforeAll, describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { definitionOf, expandCampaignAndAdGroup, openAuditor, openTab, uploadBulkWorkbook, uploadBusinessReport, uploadNextWorkbook } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { count, engineAudit, engineParentAudit, percent, usd } from './support/expected.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, ASINS, BUSINESS_REPORT_CSV, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: business report and Parent ASIN Audit');

describe.skipIf(!runs)('auditor: parent ASIN audit in Chromium', () => {
  const started = useAppAndBrowser();
  let expected: ParentAsinAudit;
  beforeAll(async () => {
    expected = await engineParentAudit(await engineAudit(auditorWorkbook()), BUSINESS_REPORT_CSV);
  });

  test('upload a business report and walk the parent ASIN audit', async () => {
    await inPage(started.browser, 'auditor-parent-asin', { baseURL: started.app.url }, async (page) => {
      const [first, second] = expected.parents;
      expect(expected.parents).toHaveLength(2);
      expect(second.targets.length).toBeGreaterThan(0);

      await signUpInPage(page, 'auditor-parent');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('valves-account.xlsx', auditorWorkbook()));

      // Without a report: the explainer and its upload screen.
      let panel = await openTab(page, 'Parent ASIN Audit');
      await panel.getByRole('heading', { name: 'Audit your ads by parent ASIN' }).waitFor();
      panel = await uploadBusinessReport(page, fileOnDisk('business.csv', BUSINESS_REPORT_CSV));
      await see(page, /Business report loaded: business\.csv/);
      const uploadedOn = new Date().toISOString().slice(0, 10);
      await panel.getByText(`Business report in use: business.csv, uploaded ${uploadedOn}`, { exact: true }).first().waitFor();

      // The picker starts on the parent with the most ad spend.
      const picker = panel.getByRole('combobox', { name: 'Search Parent ASIN' });
      const summary = panel.getByRole('tabpanel', { name: 'Summary' });
      await summary.getByRole('heading', { name: first.parent_asin, exact: true }).waitFor();
      expect(await picker.inputValue()).toContain(first.parent_asin);
      await panel.getByText(`1 of ${expected.parents.length}`, { exact: true }).waitFor();
      await summary.getByText(`${first.children.length} child ASINs`).waitFor();

      // Its children and its figures, to the cent.
      const children = summary.getByRole('table', { name: 'Child ASINs' });
      for (const child of first.children) await children.getByRole('row').filter({ hasText: child.asin }).filter({ hasText: usd(child.spend) }).waitFor();
      expect(await definitionOf(summary, 'Spend')).toBe(usd(first.summary.total_spend));
      expect(await definitionOf(summary, 'Sales')).toBe(usd(first.summary.ad_sales));
      expect(await definitionOf(summary, 'Total Sales')).toBe(usd(first.summary.total_sales));
      expect(await definitionOf(summary, 'TACoS')).toBe(percent(first.summary.tacos));
      expect(await definitionOf(summary, 'Sessions')).toBe(count(first.summary.total_sessions));

      // Next goes to the second parent (and stops there); the Sales sort starts again from the first.
      await panel.getByRole('button', { name: 'Next parent ASIN' }).click();
      await summary.getByRole('heading', { name: second.parent_asin, exact: true }).waitFor();
      await panel.getByText(`2 of ${expected.parents.length}`, { exact: true }).waitFor();
      expect(await panel.getByRole('button', { name: 'Next parent ASIN' }).isDisabled()).toBe(true);
      expect(await definitionOf(summary, 'Total Sales')).toBe(usd(second.summary.total_sales));
      await panel.getByRole('button', { name: 'Sales', exact: true }).click();
      const bySales = [...expected.parents].sort((a, b) => b.summary.total_sales - a.summary.total_sales);
      await summary.getByRole('heading', { name: bySales[0].parent_asin, exact: true }).waitFor();
      await panel.getByText(`1 of ${expected.parents.length}`, { exact: true }).waitFor();

      // Search picks a parent by its ASIN.
      await picker.fill(second.parent_asin);
      await page.getByRole('option', { name: new RegExp(second.parent_asin) }).click();
      await summary.getByRole('heading', { name: second.parent_asin, exact: true }).waitFor();

      // Targeting: the parent's keywords and targets; aggregating hides the campaign columns.
      await panel.getByRole('tab', { name: 'Targeting', exact: true }).click();
      const targeting = panel.getByRole('tabpanel', { name: 'Targeting' });
      await targeting.getByRole('heading', { name: `Targeting for ${second.parent_asin}` }).waitFor();
      expect(await definitionOf(targeting, 'Total Spend')).toBe(usd(second.summary.total_spend));
      const targets = targeting.getByRole('table', { name: 'Targets' });
      await targets.getByRole('columnheader', { name: 'Campaign Name(s)' }).waitFor();
      for (const target of second.targets) await targets.getByRole('row').filter({ hasText: target.target }).first().waitFor();
      await targeting.getByRole('switch', { name: 'Aggregate by Parent ASIN' }).click();
      await targets.getByRole('columnheader', { name: 'Campaign Name(s)' }).waitFor({ state: 'detached' });
      expect(await targets.getByRole('columnheader', { name: 'Type', exact: true }).count()).toBe(0);

      // Clear empties the selection.
      await panel.getByRole('button', { name: 'Clear', exact: true }).click();
      await see(page, 'Please select a Parent ASIN to view the summary.');

      // The report also gives the Campaign Table its product titles.
      const table = await openTab(page, 'Campaign Table');
      await expandCampaignAndAdGroup(table, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      const title = first.children.find((child) => child.asin === ASINS.ballValve)!.title;
      await table.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: ASINS.ballValve }).filter({ hasText: title }).waitFor();

      // The account's next upload carries the report over, and says which report is in use.
      await openTab(page, 'Summary');
      await uploadNextWorkbook(page, fileOnDisk('valves-account-next.xlsx', auditorWorkbook()));
      const carriedOver = `Business report in use: business.csv, uploaded ${uploadedOn}, carried over from an earlier upload`;
      const next = await openTab(page, 'Parent ASIN Audit');
      await next.getByText(carriedOver, { exact: true }).first().waitFor();
      await next.getByRole('tabpanel', { name: 'Summary' }).getByRole('heading', { name: first.parent_asin, exact: true }).waitFor();
    });
  }, 120_000);
});
