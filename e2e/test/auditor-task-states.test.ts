// The states of an upload's tasks that a seller meets when the server is slow or the file is
// wrong: search terms still being read after a reload, an audit that finishes after the page's
// time-out, and a failed audit with its error logs. The server holds the results of workbooks
// named hold-audit-... or hold-search-terms-... (test-only) until the journey releases them, and the
// page's clock is moved past the time-out, so no journey waits three minutes or on luck.
import fs from 'node:fs';
import path from 'node:path';
import { writeWorkbook } from '@ads-auditor/audit/node';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { expandCampaignAndAdGroup, openAuditor, openTab, serverResultShown, uploadBulkWorkbook } from './support/auditor.js';
import { inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { signUpInPage } from './support/sign-up.js';
import { until } from './support/until.js';
import { ACCOUNT_NAMES, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: search terms processing, a late audit, a failed audit');

/** Longer than any journey here: each releases its hold when it has seen the task still processing. */
const HOLD_SECONDS = 300;

/** Ends the server's hold of the workbook `fileName` (TEST_TASK_HOLD_SECONDS) now. */
function releaseHold(dataDir: string, fileName: string): void {
  fs.writeFileSync(path.join(dataDir, `release-${fileName}`), '');
}

/** The busy ad group's Search Terms button, in the Campaign Table ('Processing...' while its task runs). */
async function searchTermsButton(page: Page) {
  const panel = await openTab(page, 'Campaign Table');
  await expandCampaignAndAdGroup(panel, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
  return panel.getByRole('button', { name: /^(Search Terms|Processing\.\.\.)$/ });
}

describe.skipIf(!runs)('auditor: task states in Chromium', () => {
  const started = useAppAndBrowser({ TEST_TASK_HOLD_SECONDS: String(HOLD_SECONDS) });

  test("a reload while search terms are processing still says 'Processing...' until they are ready", async () => {
    await inPage(started.browser, 'auditor-search-terms-processing', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'terms-processing');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('hold-search-terms-valves.xlsx', auditorWorkbook()));
      await page.reload();
      await page.getByRole('heading', { name: 'Account Level' }).waitFor();
      const button = await searchTermsButton(page);
      expect(await button.textContent()).toBe('Processing...');
      expect(await button.isDisabled()).toBe(true);
      // The page watches the task: the button opens the dialog once the terms are stored.
      releaseHold(started.app.dataDir, 'hold-search-terms-valves.xlsx');
      await page.getByRole('button', { name: 'Search Terms', exact: true }).click({ timeout: 60_000 });
      await page.getByRole('dialog', { name: 'Search Terms' }).getByText(/^Showing 1-50 of \d+ search terms$/).waitFor();
    });
  }, 120_000);

  test("an audit that finishes after the page's time-out is shown with a notice; History says processing until then", async () => {
    await inPage(started.browser, 'auditor-late-audit', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'late-audit');
      await page.clock.install();
      await openAuditor(page);
      await page.locator('input[type=file]').first().setInputFiles(fileOnDisk('hold-audit-valves.xlsx', auditorWorkbook()));
      const status = page.getByRole('status', { name: 'Processing status' });
      await status.getByText('status: processing').waitFor({ timeout: 30_000 });
      // The page says 'processing' from the moment the file is sent; its three minutes run from the
      // server's answer. A loaded machine answered after the jump below, which then counted for nothing.
      await status.getByText('Uploading the workbook...').waitFor({ state: 'hidden', timeout: 60_000 });
      // Three minutes later by the page's clock, the server still holding the result.
      await page.clock.fastForward('03:01');
      await see(page, 'Task polling timed out');
      await status.getByText(/Still processing\. This page keeps checking every 15 seconds/).waitFor();
      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('table', { name: 'Kept uploads' });
      await history.getByRole('row', { name: /hold-audit-valves\.xlsx/ }).getByText('Processing', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'History' }).click();
      // Once the hold is over, the next slow check finds the audit done: move the clock a check on at a time.
      releaseHold(started.app.dataDir, 'hold-audit-valves.xlsx');
      // This browser's own audit of the file is on screen meanwhile; the server's replaces it.
      await page.getByRole('heading', { name: 'Account Level' }).waitFor();
      const late = page.getByText('The audit finished after this page stopped waiting for it. Its result is shown below.');
      await until(async () => {
        await page.clock.fastForward('00:16');
        await page.waitForTimeout(1000);
        return late.isVisible();
      }, 'the late audit on screen', 60_000);
      await serverResultShown(page);
    });
  }, 120_000);

  test('a failed audit shows its error logs in the status panel', async () => {
    await inPage(started.browser, 'auditor-failed-audit', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'failed-audit');
      await openAuditor(page);
      const notBulk = writeWorkbook([{ name: 'Sheet1', rows: [['Name', 'Value'], ['a', 1]] }]);
      await page.locator('input[type=file]').first().setInputFiles(fileOnDisk('not-a-bulk-file.xlsx', notBulk));
      const status = page.getByRole('status', { name: 'Processing status' });
      await status.getByText('status: failed').waitFor({ timeout: 60_000 });
      expect(await status.getByLabel('Error logs').textContent()).toMatch(/not an Amazon Ads bulk file/);
      await page.getByRole('alert').getByText('Processing failed. Please try again.').waitFor();
      // The upload screen stays, for another file.
      await page.getByRole('button', { name: 'select a file' }).waitFor();
    });
  }, 60_000);
});
