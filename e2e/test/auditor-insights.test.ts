// A seller opens Insights on a small account built so that a higher target ACOS harvests one
// more search term: the lists follow the new target (without a reload or re-upload), the chosen
// suggestions download as a bulk upload workbook that the engine's reader reads back, and the
// settings are remembered after a reload. Screens at 1280 and 375 px.
import fs from 'node:fs';
import { BULK_EXPORT_FILE_NAME, BULK_EXPORT_SHEET, computeInsights, type InsightsResult } from '@ads-auditor/audit';
import { buildBulkWorkbook, type BulkFixture, type FixtureCounts } from '@ads-auditor/audit/fixtures';
import { auditBulkWorkbook, readSearchTerms, readWorkbook, type CellValue } from '@ads-auditor/audit/node';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { openAuditor, openTab, uploadBulkWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { percent, usd } from './support/expected.js';
import { PHONE } from './support/screens.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: Insights');

const m = (impressions: number, clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({ impressions, clicks, spend, sales, orders });

/** The harvest that needs a target above 40 % (its ACOS). */
const SECOND_HARVEST = 'lead free ball valve';
const WASTING_TERM = 'cheap plastic valve';

const ACCOUNT: BulkFixture = {
  campaigns: [
    {
      name: 'SP Valves | Exact',
      adGroups: [
        {
          name: 'Brass valves',
          products: [{ asin: 'B0VALVE001' }],
          keywords: [
            { text: 'brass ball valve', matchType: 'Exact', bid: 1.2, metrics: m(9000, 200, 220, 1500, 40) },
            { text: 'ball valve', matchType: 'Phrase', bid: 0.9, metrics: m(5000, 120, 150, 600, 10) },
          ],
          searchTerms: [
            { term: 'brass ball valve', keyword: 'brass ball valve', metrics: m(3000, 80, 90, 700, 18) },
            { term: 'ball valve 3/4 inch', keyword: 'ball valve', metrics: m(600, 20, 20, 80, 3) },
            { term: SECOND_HARVEST, keyword: 'ball valve', metrics: m(500, 18, 24, 60, 2) },
            { term: WASTING_TERM, keyword: 'ball valve', metrics: m(700, 25, 30, 0, 0) },
          ],
        },
      ],
    },
    {
      name: 'SP Valves | Auto',
      targeting: 'Auto',
      adGroups: [
        {
          name: 'Auto valves',
          products: [{ asin: 'B0VALVE001' }],
          targets: [{ expression: 'close-match', bid: 0.7, metrics: m(4000, 60, 60, 250, 8) }],
          searchTerms: [
            { term: 'ball valve 3/4 inch', target: 'close-match', metrics: m(300, 10, 9, 50, 2) },
            { term: 'plastic valve cheap', target: 'close-match', metrics: m(400, 14, 16, 0, 0) },
            { term: 'b0compet01', target: 'close-match', metrics: m(200, 11, 12, 0, 0) },
          ],
        },
      ],
    },
  ],
};

/** Every row of every sheet of a workbook, read by the engine's reader. */
async function workbookRows(bytes: Uint8Array): Promise<Map<string, CellValue[][]>> {
  const sheets = new Map<string, CellValue[][]>();
  await readWorkbook(bytes, {
    selectSheet: (name) => {
      const rows: CellValue[][] = [];
      sheets.set(name, rows);
      return { onHeader: (header) => (rows.push([...header]), undefined), onRow: (cells) => rows.push([...cells]) };
    },
  });
  return sheets;
}

const view = (panel: Locator, label: RegExp) => panel.getByRole('tablist', { name: 'Insight views' }).getByRole('tab', { name: label });

describe.skipIf(!runs)('auditor: Insights in Chromium', () => {
  const started = useAppAndBrowser();
  const workbook = buildBulkWorkbook(ACCOUNT);
  let at30: InsightsResult;
  let at45: InsightsResult;
  beforeAll(async () => {
    const [audit, terms] = await Promise.all([auditBulkWorkbook(workbook), readSearchTerms(workbook)]);
    const input = { campaigns: audit.campaigns, search_terms: terms.search_terms };
    at30 = computeInsights(input, { target_acos: 30 });
    at45 = computeInsights(input, { target_acos: 45 });
  });

  test('the lists follow the target ACOS, the selection downloads as a bulk upload file, the settings are remembered', async () => {
    // What the fixture is built to show, by the engine's own reckoning.
    expect(at45.harvest_suggestions.length).toBe(at30.harvest_suggestions.length + 1);
    expect(at45.harvest_suggestions.map((h) => h.search_term)).toContain(SECOND_HARVEST);
    expect(at30.negative_suggestions.some((n) => n.keyword_text === WASTING_TERM && n.exportable)).toBe(true);

    await inPage(started.browser, 'auditor-insights', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-insights');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('valves-insights.xlsx', workbook));
      const panel = await openTab(page, 'Insights');

      // With the default settings (30 %), once the search terms are stored.
      await view(panel, new RegExp(`^Harvest \\(${at30.harvest_suggestions.length}\\)$`)).waitFor({ timeout: 60_000 });
      const total = at30.wasted_spend.targets.totals.find((t) => t.key === 'all')!;
      await panel.getByText(`${usd(total.wasted)} wasted · ${percent(total.share_of_spend)} ${at30.wasted_spend.targets.share_basis}`).waitFor();
      await saveScreenshot(page, 'insights-desktop');

      // A new target: the lists follow after a pause, without a reload.
      await panel.getByRole('textbox', { name: 'Target ACOS' }).fill('45');
      await view(panel, new RegExp(`^Harvest \\(${at45.harvest_suggestions.length}\\)$`)).click();
      const harvests = panel.getByRole('table', { name: 'Harvest suggestions' });
      await harvests.getByRole('row').filter({ hasText: SECOND_HARVEST }).waitFor();

      // Select a harvest and a negative, and download them as a bulk upload workbook.
      const exportButton = panel.getByRole('button', { name: 'Export bulk upload file' });
      expect(await exportButton.isDisabled()).toBe(true);
      const harvest = at45.harvest_suggestions.find((h) => h.exportable)!;
      await panel.getByRole('checkbox', { name: `Select ${harvest.search_term}` }).check();
      await view(panel, /^Negatives/).click();
      // The open view is kept in the address, beside the auditor's tab.
      expect(new URL(page.url()).searchParams.get('insight')).toBe('negatives');
      const negative = at45.negative_suggestions.find((n) => n.keyword_text === WASTING_TERM)!;
      await panel.getByRole('checkbox', { name: `Select ${negative.match_type} ${negative.keyword_text} in ${negative.campaign_name}` }).check();
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toBe(BULK_EXPORT_FILE_NAME);
      const sheets = await workbookRows(new Uint8Array(fs.readFileSync(await download.path())));
      const rows = sheets.get(BULK_EXPORT_SHEET)!;
      const header = rows[0]!.map(String);
      const cell = (row: CellValue[], name: string) => row[header.indexOf(name)];
      const created = rows.slice(1).map((row) => [cell(row, 'Operation'), cell(row, 'Entity'), cell(row, 'Keyword Text'), cell(row, 'Match Type')]);
      expect(created).toEqual(
        expect.arrayContaining([
          ['Create', 'Negative Keyword', WASTING_TERM, 'Negative Exact'],
          ['Create', 'Keyword', harvest.search_term, 'Exact'],
        ]),
      );

      // The settings are remembered: after a reload the lists come back with 45 %.
      await page.reload();
      await openTab(page, 'Insights');
      await view(panel, new RegExp(`^Harvest \\(${at45.harvest_suggestions.length}\\)$`)).waitFor({ timeout: 30_000 });
      expect(await panel.getByRole('textbox', { name: 'Target ACOS' }).inputValue()).toBe('45');
      expect(await view(panel, /^Negatives/).getAttribute('aria-selected')).toBe('true');

      // On a phone (loaded at that width, as a phone would) the page does not scroll sideways; the table scrolls in its own box.
      await page.setViewportSize(PHONE.viewport);
      await page.reload();
      await view(panel, /^Negatives/).click({ timeout: 30_000 });
      const region = panel.getByRole('region', { name: /^Negative suggestions \(scrolls/ });
      await region.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await saveScreenshot(page, 'insights-phone');
    });
  }, 120_000);
});
