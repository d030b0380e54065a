// Issue 26: a seller in Italy creates an ad account in euros, uploads a workbook and reads euros
// everywhere: the Summary, the Campaign Table, Insights, the Plan, Changes, Compare (empty, then
// with the next month's upload), the Parent ASIN Audit with a business report, and the downloaded
// PDF (pdftotext; its font the app's bundled Noto Sans, pdffonts). No amount is written in
// dollars. Screenshots of each tab. Then a
// seller whose account is still in dollars uploads a workbook that tells euros (its Portfolios
// tab): the auditor proposes them, and one click shows euros.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatMoneyIn } from '@ads-auditor/audit';
import { bulkWorkbookSheets } from '@ads-auditor/audit/fixtures';
import { writeWorkbook } from '@ads-auditor/audit/node';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { openAuditor, openTab, uploadBulkWorkbook, uploadBusinessReport, uploadNextWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit } from './support/expected.js';
import { requirePoppler } from './support/poppler.js';
import { SCREENSHOTS_DIR, saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { AUDITOR_ACCOUNT, BUSINESS_REPORT_CSV, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const what = 'an ad account in euros shows euros on every tab and in the PDF';
const runs = requireChromium(what) && requirePoppler(what);

const ACCOUNT = 'Rossi IT';
const FILE = 'bulk-a1b2c3d4e5-20260101-20260131-1769904000000.xlsx';
const NEXT_FILE = 'bulk-a1b2c3d4e5-20260201-20260228-1772323200000.xlsx';
/** An amount written in euros as Germany writes them ('1.234,56 €'). */
const EUROS = /\d,\d\d\u00a0€/;
/** An amount written in dollars ('$1,234.56'). */
const DOLLARS = /\$\d/;

const eur = (amount: number) => formatMoneyIn(amount, 'EUR');
/** Every run of white space as one space (the non-breaking space before '€' included). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The value under a headline figure ('Total Spend'). */
const definition = (scope: Page | Locator, label: string) => scope.locator(`xpath=//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`).first().innerText();

describe.skipIf(!runs)('auditor: an account in euros in Chromium', () => {
  const started = useAppAndBrowser();

  test('create an account in EUR, upload, read euros on each tab and in the PDF', async () => {
    const bytes = auditorWorkbook();
    const audit = await engineAudit(bytes);
    const { account } = audit.summary;
    const topCampaign = [...audit.campaigns].sort((a, b) => b.metrics.spend - a.metrics.spend)[0]!;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'currency-pdf-'));
    const pdfFile = path.join(tmp, 'report.pdf');

    await inPage(started.browser, 'auditor-currency', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-currency');
      await openAuditor(page);
      await page.getByRole('button', { name: 'New account' }).click();
      const dialog = page.getByRole('dialog', { name: 'New ad account' });
      await dialog.getByRole('textbox', { name: 'Account name' }).fill(ACCOUNT);
      await dialog.getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: 'EUR – Euro' }).click();
      expect(await dialog.getByRole('combobox', { name: 'Currency' }).innerText()).toBe('EUR – Euro');
      await saveScreenshot(page, 'currency-new-account');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await uploadBulkWorkbook(page, fileOnDisk(FILE, bytes));

      // Summary: the headline and the Account Level card in euros, as a German or Italian reader writes them.
      const summary = await openTab(page, 'Summary');
      expect(await definition(summary.getByRole('region', { name: 'Account headline' }), 'Spend')).toBe(eur(account.spend));
      expect(await definition(summary, 'Total Spend')).toBe(eur(account.spend));
      expect(await definition(summary, 'Total Sales')).toBe(eur(account.sales));
      expect(await summary.innerText()).not.toMatch(DOLLARS);
      // The workbook tells no currency: nothing is proposed.
      expect(await page.getByText(/This file's amounts are in/).count()).toBe(0);
      await saveScreenshot(page, 'currency-summary');

      // Campaign Table: the campaign with the most spend, in euros.
      const table = await openTab(page, 'Campaign Table');
      const row = table.getByRole('row').filter({ hasText: topCampaign.name }).first();
      expect(await row.innerText()).toContain(eur(topCampaign.metrics.spend));
      expect(await table.innerText()).not.toMatch(DOLLARS);
      await saveScreenshot(page, 'currency-campaign-table');

      // Insights: wasted spend in euros.
      const insights = await openTab(page, 'Insights');
      await insights.getByText(/ wasted · /).first().waitFor({ timeout: 60_000 });
      const insightsText = await insights.innerText();
      expect(insightsText).toMatch(/\d,\d\d\u00a0€ wasted · /);
      expect(insightsText).not.toMatch(DOLLARS);
      await saveScreenshot(page, 'currency-insights');

      // Plan: its amounts and its edit fields in euros.
      const plan = await openTab(page, 'Plan');
      await plan.getByRole('heading', { name: /^Bids \(\d+\)$/ }).waitFor({ timeout: 60_000 });
      const planText = await plan.innerText();
      expect(planText).toMatch(/\d,\d\d\u00a0€/);
      expect(planText).not.toMatch(DOLLARS);
      expect(await plan.getByRole('textbox', { name: 'New bid (€)' }).count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'currency-plan');

      // Compare: one upload, so its empty state; no dollars.
      const compare = await openTab(page, 'Compare');
      expect(await compare.innerText()).not.toMatch(DOLLARS);
      await saveScreenshot(page, 'currency-compare');

      // Changes: no plan exported yet; no dollars.
      const changes = await openTab(page, 'Changes');
      expect(await changes.innerText()).not.toMatch(DOLLARS);

      // Parent ASIN Audit: a business report's parents in euros.
      const parents = await uploadBusinessReport(page, fileOnDisk('business.csv', BUSINESS_REPORT_CSV));
      await parents.getByText(EUROS).first().waitFor();
      expect(await parents.innerText()).not.toMatch(DOLLARS);
      await saveScreenshot(page, 'currency-parent-asin');

      // The PDF, A4.
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('menuitem', { name: 'A4' }).click();
      await (await downloading).saveAs(pdfFile);

      // The next month: Compare shows both uploads' amounts in euros.
      await openTab(page, 'Summary');
      await uploadNextWorkbook(page, fileOnDisk(NEXT_FILE, bytes));
      const compared = await openTab(page, 'Compare');
      await compared.getByText(EUROS).first().waitFor({ timeout: 60_000 });
      expect(await compared.innerText()).toContain(eur(account.spend));
      expect(await compared.innerText()).not.toMatch(DOLLARS);
      await saveScreenshot(page, 'currency-compare-two-uploads');
      expect(await (await openTab(page, 'Changes')).innerText()).not.toMatch(DOLLARS);
    });

    const text = spaced(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }));
    for (const amount of [account.spend, account.sales, topCampaign.metrics.spend]) expect(text).toContain(spaced(eur(amount)));
    expect(text).not.toMatch(DOLLARS);
    // The font served with the app, not a PDF reader's Helvetica (which has no ₹, ₺ or ł).
    const fonts = execFileSync('pdffonts', [pdfFile], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((line) => !line.includes('NotoSans'))).toEqual([]);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfFile, path.join(tmp, 'page')]);
    const pngs = fs.readdirSync(tmp).filter((f) => f.endsWith('.png')).sort();
    expect(pngs.length).toBe(2);
    fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    pngs.forEach((png, i) => fs.copyFileSync(path.join(tmp, png), path.join(SCREENSHOTS_DIR, `currency-pdf-page-${i + 1}.png`)));
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 300_000);

  test("a workbook in euros in a dollar account: the auditor proposes EUR, and 'Use EUR' shows euros", async () => {
    const bytes = writeWorkbook([
      ...bulkWorkbookSheets(AUDITOR_ACCOUNT),
      { name: 'Portfolios', rows: [['Product', 'Entity', 'Operation', 'Portfolio ID', 'Portfolio Name', 'Budget Currency Code'], ['Sponsored Products', 'Portfolio', null, '1', 'Main', 'EUR']] },
    ]);
    const { account } = (await engineAudit(bytes)).summary;
    await inPage(started.browser, 'auditor-currency-proposal', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-currency-proposal');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('bulk-euros.xlsx', bytes));
      const proposal = page.getByRole('alert').filter({ hasText: "This file's amounts are in EUR; the account shows USD." });
      await proposal.waitFor();
      expect(await definition(page, 'Total Spend')).not.toBe(eur(account.spend));
      await saveScreenshot(page, 'currency-proposal');
      await proposal.getByRole('button', { name: 'Use EUR' }).click();
      await proposal.waitFor({ state: 'hidden' });
      await page.getByText(eur(account.spend)).first().waitFor();
      expect(await definition(page, 'Total Spend')).toBe(eur(account.spend));
      // Kept: after a reload the account and its audit are in euros.
      await page.reload();
      await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 30_000 });
      expect(await definition(page, 'Total Spend')).toBe(eur(account.spend));
      expect(await page.getByText(/This file's amounts are in/).count()).toBe(0);
    });
  }, 120_000);
});
