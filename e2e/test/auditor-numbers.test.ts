// A consultant reads numbers a client can trust on the genuine sample: the SP placement total is
// the SP campaigns' spend with Amazon Business outside it, a total that differs from the
// account's says why, the health checks list failing and warning ones first with evidence
// linked to the Campaign Table, which has an ACOS column. Screenshots at 1280 and 375 px.
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { openAuditor, rowCells, tabPanel, uploadBulkWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { sharedSamplePath } from './support/workbooks.js';

const runs = requireChromium('auditor journey: numbers a consultant can trust');
const sample = sharedSamplePath();

describe.skipIf(!runs || !sample)('auditor: numbers on the shared sample', () => {
  const started = useAppAndBrowser();

  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
    test(`placements, footnotes, health and the ACOS column at ${viewport.width} px`, async () => {
      await inPage(started.browser, `auditor-numbers-${viewport.width}`, { baseURL: started.app.url, viewport }, async (page) => {
        await signUpInPage(page, `auditor-numbers-${viewport.width}`);
        await openAuditor(page);
        await uploadBulkWorkbook(page, sample!);
        const summary = tabPanel(page, 'Summary');
        const sp = summary.getByRole('table', { name: 'Placement Performance Summary - Sponsored Products' });
        await sp.waitFor({ timeout: 30_000 });
        expect((await rowCells(sp, 'Total')).slice(0, 3)).toEqual(['Total', '$3,437.06', '100.00%']);
        expect((await rowCells(sp, 'of which Amazon Business')).slice(0, 3)).toEqual(['of which Amazon Business', '$51.82', '1.51%']);
        await summary.getByText("The total spend ($4,302.21) differs from the account's spend ($4,574.42)", { exact: false }).waitFor();

        const health = summary.getByRole('region', { name: 'Account health' });
        const flagged = health.getByRole('list', { name: 'Checks that fail or warn' });
        const statuses = await flagged.locator(':scope > li .MuiChip-label').allInnerTexts();
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses).toEqual([...statuses.filter((s) => s === 'Fail'), ...statuses.filter((s) => s === 'Warn')]);
        await health.getByRole('heading', { name: 'ACOS far above the account average' }).waitFor();
        await saveScreenshot(page, `numbers-summary-${viewport.width}`);

        const acosItem = health.locator('li', { has: page.getByRole('heading', { name: 'ACOS far above the account average' }) });
        await acosItem.getByRole('button', { name: 'Show threshold and evidence' }).click();
        const link = acosItem.getByRole('link').first();
        const name = (await link.innerText()).trim();
        await link.click();
        const table = tabPanel(page, 'Campaign Table');
        await table.getByText(`Showing one campaign: ${name}`, { exact: false }).waitFor();
        // The table's ACOS column; on a phone, the ACOS of the campaign's card.
        await (viewport.width < 600 ? table.getByRole('article').getByText('ACOS', { exact: true }) : table.getByRole('button', { name: 'ACOS' })).waitFor();
        await saveScreenshot(page, `numbers-campaign-table-${viewport.width}`);
        await table.getByRole('button', { name: 'Show all campaigns' }).click();
        await table.getByText('22 campaigns').waitFor();
      });
    }, 180_000);
  }
});
