// A seller turns on 'Private audit' and chooses a workbook: it is audited in the browser, the
// Summary shows the account's spend to the cent (the engine's own total for the same file), and
// no request carries any part of the file (no upload, no body holding the zip's bytes). The
// features that need the server say why they are off; the browser answers the search terms and
// the Insights itself, and the PDF and the CSV exports still download.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { blockingViolations, describeFindings } from './support/axe.js';
import { definitionOf, expandCampaignAndAdGroup, openAuditor, openTab, tabPanel } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit, usd } from './support/expected.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, BUSY_SEARCH_TERM_COUNT, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('private audit: audited in the browser, nothing sent');
const REASON = 'Not available in a private audit: nothing is stored on the server.';
const ZIP_SIGNATURE = Buffer.from('PK\u0003\u0004', 'latin1');

/** Every request the page makes, with its body. */
function recordRequests(page: Page): { url: string; method: string; body: Buffer | null }[] {
  const seen: { url: string; method: string; body: Buffer | null }[] = [];
  page.on('request', (request: Request) => seen.push({ url: request.url(), method: request.method(), body: request.postDataBuffer() }));
  return seen;
}

describe.skipIf(!runs)('private audit', () => {
  const started = useAppAndBrowser();

  test('audited in the browser: the Summary to the cent, no request carries the file, server features say why they are off', async () => {
    const bytes = auditorWorkbook();
    const file = fileOnDisk('private-audit.xlsx', bytes);
    const audit = await engineAudit(bytes);
    // A slice from inside the file (past the zip header): a body holding any of it is a leak too.
    const inner = Buffer.from(bytes.subarray(Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64));

    await inPage(started.browser, 'private-audit', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'private-audit');
      await openAuditor(page);
      const requests = recordRequests(page);

      const toggle = page.getByRole('switch', { name: 'Private audit' });
      await toggle.check();
      await see(page, 'the file stays on this computer; nothing is stored');
      await see(page, 'Bulk operations workbook (.xlsx, up to 120 MB)');
      const uploadFindings = await blockingViolations(page);
      await saveScreenshot(page, 'private-audit-upload-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await saveScreenshot(page, 'private-audit-upload-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(file);
      await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 90_000 });
      await see(page, `${path.basename(file)} · ${audit.campaigns.length} campaigns`);

      const card = tabPanel(page, 'Summary').getByRole('region', { name: 'Account Level', exact: true });
      expect(await definitionOf(card, 'Total Spend')).toBe(usd(audit.summary.account.spend));
      expect(await definitionOf(card, 'Total Sales')).toBe(usd(audit.summary.account.sales));
      await see(page, /Private audit: private-audit\.xlsx was audited in this browser; nothing was uploaded or stored/);
      await see(page, 'Period not known (the file name does not show it).');
      await saveScreenshot(page, 'private-audit-summary-1280');
      const problems = [...describeFindings('upload screen', uploadFindings), ...describeFindings('private Summary', await blockingViolations(page))];
      expect(problems, `axe found serious or critical violations:\n${problems.join('\n')}`).toEqual([]);

      // What needs the server is off, each saying why.
      expect(await page.getByRole('button', { name: 'History' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Share' }).isDisabled()).toBe(true);
      const notesTab = await openTab(page, 'View Notes');
      await notesTab.getByText(`View Notes: ${REASON}`).waitFor();
      const table = await openTab(page, 'Campaign Table');
      await table.getByRole('table').first().waitFor();
      expect(await table.getByRole('button', { name: /^Notes for / }).first().isDisabled()).toBe(true);

      // The search terms and the Insights come from this browser, and export as CSV.
      await expandCampaignAndAdGroup(table, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      await table.getByRole('button', { name: 'Search Terms', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search Terms' });
      await dialog.getByText(`Showing 1-50 of ${BUSY_SEARCH_TERM_COUNT} search terms`).waitFor({ timeout: 30_000 });
      const termsCsv = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export CSV' }).click();
      const termRows = fs.readFileSync(await (await termsCsv).path(), 'utf8').trim().split(/\r?\n/);
      expect(termRows).toHaveLength(BUSY_SEARCH_TERM_COUNT + 1);
      await dialog.getByRole('button', { name: 'Close' }).click();
      const insights = await openTab(page, 'Insights');
      await insights.getByRole('tablist', { name: 'Insight views' }).getByRole('tab', { name: /^Harvest \(\d+\)$/ }).waitFor({ timeout: 60_000 });
      const listCsv = page.waitForEvent('download');
      await insights.getByRole('button', { name: 'Export CSV' }).first().click();
      expect((await listCsv).suggestedFilename()).toMatch(/\.csv$/);
      await openTab(page, 'Summary');

      // The PDF is built in the browser: it still downloads.
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('menuitem', { name: 'A4' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      await page.setViewportSize({ width: 375, height: 800 });
      await saveScreenshot(page, 'private-audit-summary-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Nothing of the file left the browser.
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.startsWith('/api/bulk/upload'))).toEqual([]);
      // Nor is anything asked about it: it has no upload on the server.
      expect(requests.filter((r) => new URL(r.url).pathname.includes('/uploads/0'))).toEqual([]);
      for (const request of requests) {
        if (!request.body) continue;
        expect(request.body.includes(ZIP_SIGNATURE), `${request.method} ${request.url} carries a zip`).toBe(false);
        expect(request.body.includes(inner), `${request.method} ${request.url} carries part of the file`).toBe(false);
      }
    });
  }, 120_000);
});
