// A new seller uploads the genuine Amazon sample workbook and reads the account totals on the
// Summary to the cent; after a reload the latest upload is shown again without re-uploading.
// The expected figures come from the engine's own run on the same file. The headline (spend,
// sales, ACOS, ROAS, orders, grade) is in view without scrolling at 1280x900 and within the first
// screen and a half on a 375x800 phone; the sample's name lacks Amazon's dates, so the seller
// sets the period from History and the headline shows it.
import type { AuditResult } from '@ads-auditor/audit';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { definitionOf, openAuditor, rowCells, tabPanel, uploadBulkWorkbook } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { count, engineAudit, percent, twoDecimals, usd } from './support/expected.js';
import { signUpInPage } from './support/sign-up.js';
import { sharedSamplePath } from './support/workbooks.js';

const runs = requireChromium('auditor journey: the shared sample workbook on Summary');
const sample = sharedSamplePath();
if (runs && !sample) console.warn('auditor-summary: ../shared/samples/zvalves_bulk.xlsx is absent, the journey is skipped.');

async function expectAccountTotals(page: Page, audit: AuditResult): Promise<void> {
  const account = audit.summary.account;
  const card = tabPanel(page, 'Summary').getByRole('region', { name: 'Account Level', exact: true });
  await card.waitFor();
  expect(await definitionOf(card, 'Total Spend')).toBe(usd(account.spend));
  expect(await definitionOf(card, 'Total Sales')).toBe(usd(account.sales));
  expect(await definitionOf(card, 'ROAS')).toBe(twoDecimals(account.roas));
  const table = card.getByRole('table', { name: 'Account Level' });
  expect((await rowCells(table, 'Impressions'))[1]).toBe(count(account.impressions));
  expect((await rowCells(table, 'Clicks'))[1]).toBe(count(account.clicks));
  expect((await rowCells(table, 'Orders'))[1]).toBe(count(account.orders));
  expect((await rowCells(table, 'ACOS'))[1]).toBe(percent(account.acos));
  expect((await rowCells(table, 'CPC'))[1]).toBe(usd(account.cpc));
}

describe.skipIf(!runs || !sample)('auditor: the shared sample on Summary', () => {
  const started = useAppAndBrowser();
  let audit: AuditResult;
  beforeAll(async () => {
    audit = await engineAudit(sample!);
  });

  test('upload the sample, read the account totals to the cent, reload and read them again', async () => {
    await inPage(started.browser, 'auditor-summary', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-summary');
      await openAuditor(page);
      await uploadBulkWorkbook(page, sample!);
      await see(page, `zvalves_bulk.xlsx · ${audit.campaigns.length} campaigns`);
      await expectAccountTotals(page, audit);

      // Top 5 campaigns by spend: spend and share of total spend.
      const top5 = audit.summary.top_campaigns.find((group) => group.n === 5)!;
      const topCard = tabPanel(page, 'Summary').getByRole('region', { name: 'Top Campaigns by Spend', exact: true });
      const top5Cells = await rowCells(topCard.getByRole('table').last(), 'Top 5');
      expect(top5Cells).toContain(usd(top5.spend));
      expect(top5Cells).toContain(percent(top5.share_of_spend));

      // The latest processed upload comes back after a reload, without uploading again.
      await page.reload();
      await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 30_000 });
      await expectAccountTotals(page, audit);

      // The numbers first: the headline is on the first screen of a laptop, and of a phone and a half.
      const headline = tabPanel(page, 'Summary').getByRole('region', { name: 'Account headline' });
      expect(await definitionOf(headline, 'Spend')).toBe(usd(audit.summary.account.spend));
      expect(await definitionOf(headline, 'Orders')).toBe(count(audit.summary.account.orders));
      for (const [width, height, within] of [[1280, 900, 900], [375, 800, 1200]] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await headline.boundingBox();
        expect(box, `headline at ${width} px`).not.toBeNull();
        expect(box!.y + box!.height, `the headline's bottom at ${width}x${height}`).toBeLessThanOrEqual(within);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The sample's name lacks Amazon's dates: the seller sets the period from History.
      await see(page, 'Period not known: set it from History (the file name does not show it).');
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('button', { name: 'Set period of zvalves_bulk.xlsx' }).click();
      const dialog = page.getByRole('dialog', { name: 'Period of this upload' });
      await dialog.getByLabel('Start date').fill('2026-01-01');
      await dialog.getByLabel('End date').fill('2026-01-31');
      await dialog.getByRole('button', { name: 'Save period' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await see(page, 'Period: Jan 1, 2026 to Jan 31, 2026 (31 days)');
      await page.getByRole('button', { name: 'Change period of zvalves_bulk.xlsx' }).waitFor();
    });
  }, 120_000);
});
