// Issue 26: a seller uploads a bulk workbook, opens the 'Search Term Report' tab and uploads the
// daily Search Term Report (.csv, trailing-space headers, dates as 'Jul 01, 2025') of the same
// account: the period, the totals to the cent, the daily chart (a figure), the campaigns matched
// with the audit and the one that is not. Screenshots at 1280 and 375 px (no sideways scroll), and
// axe-core finds no serious or critical violation. Insights and the Plan then read the report's search terms.
import { describe, expect, test } from 'vitest';
import { formatMoneyIn } from '@ads-auditor/audit';
import { reportCsvBytes, type ReportLine } from '@ads-auditor/audit/fixtures';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { blockingViolations, describeFindings } from './support/axe.js';
import { openAuditor, openTab, uploadBulkWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { saveScreenshot } from './support/screenshots.js';
import { PHONE } from './support/screens.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('a Search Term Report upload shows its totals and daily chart');

const line = (start: string, campaign: string, adGroup: string, term: string, clicks: number, spend: number, sales: number): ReportLine => ({
  start, campaign, adGroup, targeting: term, matchType: 'EXACT', term, impressions: clicks * 30, clicks, spend, sales, orders: sales > 0 ? 1 : 0,
});

// Amounts that add up to the cent only when summed with care (0.1 + 0.2...).
const LINES = [
  line('2025-07-01', ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup, 'brass ball valve', 10, 8.1, 29.99),
  line('2025-07-01', ACCOUNT_NAMES.autoCampaign, 'Auto valves', 'valve kit', 4, 3.2, 0),
  line('2025-07-02', ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup, 'brass ball valve', 12, 9.7, 59.98),
  line('2025-07-03', 'SP Retired | Valves', 'Old group', 'old valve', 3, 2.3, 0),
];
const SPEND = 23.3;
const SALES = 89.97;

const usd = (amount: number) => formatMoneyIn(amount, 'USD');
const REPORT_NAMED = 'From Sponsored Products Search term report.csv, Jul 1, 2025 – Jul 3, 2025; 1 line of campaigns or ad groups not in this audit left out.';

describe.skipIf(!runs)('the Search Term Report tab in Chromium', () => {
  const started = useAppAndBrowser();

  test('upload a daily report: the totals to the cent and the daily chart, at 1280 and 375 px', async () => {
    const problems: string[] = [];
    await inPage(started.browser, 'search-term-report', { baseURL: started.app.url }, async (page) => {
      const check = async (where: string) => problems.push(...describeFindings(where, await blockingViolations(page)));
      await signUpInPage(page, 'search-term-report');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('bulk-search-term-report.xlsx', auditorWorkbook()));

      const panel = await openTab(page, 'Search Term Report');
      await panel.getByText(/Upload the Search Term Report from the Ads console/).waitFor();
      await check('the Search Term Report tab without a report at 1280 px');
      await panel.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(fileOnDisk('Sponsored Products Search term report.csv', reportCsvBytes(LINES)));

      await expect.poll(() => panel.getByTestId('report-period').innerText()).toBe('Sponsored Products · Daily · Jul 1, 2025 – Jul 3, 2025 (3 days)');
      const totals = panel.getByRole('region', { name: 'Report totals' });
      const total = (label: string) => totals.locator(`xpath=.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`).innerText();
      expect(await total('Spend')).toBe(usd(SPEND));
      expect(await total('Sales')).toBe(usd(SALES));
      expect(await total('ACOS')).toBe('25.90%');
      expect(await total('Orders')).toBe('2');
      const chart = panel.getByRole('figure', { name: 'Spend, sales and ACOS by day, Jul 1, 2025 to Jul 3, 2025' });
      await chart.locator('svg').first().waitFor();
      expect(await panel.getByText(/2 of 3 campaigns are in the latest audit \(bulk-search-term-report\.xlsx\); 1 is not/).count()).toBe(1);
      const campaigns = panel.getByRole('table', { name: 'Figures by campaign' });
      expect(await campaigns.getByRole('rowheader', { name: /SP Retired \| Valves/ }).innerText()).toContain('Not in the audit');
      await check('the Search Term Report at 1280 px');
      await saveScreenshot(page, 'search-term-report-1280');

      // A reload keeps the report (the account's latest).
      await page.reload();
      const again = await openTab(page, 'Search Term Report');
      await expect.poll(() => again.getByRole('region', { name: 'Report totals' }).locator('xpath=.//dt[normalize-space(.)="Spend"]/following-sibling::dd[1]').innerText()).toBe(usd(SPEND));

      await page.setViewportSize(PHONE.viewport);
      await again.getByRole('list', { name: 'Figures by campaign' }).waitFor();
      await again.getByRole('figure', { name: /Spend, sales and ACOS by day/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
      await check('the Search Term Report at 375 px');
      await saveScreenshot(page, 'search-term-report-375');

      // Insights over the report: its period is named, and the line of the campaign not in the audit is left out.
      await page.setViewportSize({ width: 1280, height: 900 });
      const insights = await openTab(page, 'Insights');
      await insights.getByRole('button', { name: 'Search Term Report', exact: true }).click();
      await expect.poll(() => insights.getByTestId('search-term-report-source').innerText(), { timeout: 60_000 }).toBe(REPORT_NAMED);
      await saveScreenshot(page, 'search-term-report-insights-1280');

      // The plan over the report: the same choice on the Plan tab, the report named alike, the choice kept in the address.
      const plan = await openTab(page, 'Plan');
      await plan.getByRole('button', { name: 'Search Term Report', exact: true }).click();
      await expect.poll(() => plan.getByTestId('search-term-report-source').innerText(), { timeout: 60_000 }).toBe(REPORT_NAMED);
      await plan.getByRole('button', { name: 'Export plan' }).waitFor();
      expect(new URL(page.url()).searchParams.get('plan_terms')).toBe('report');
      await check('the Plan over the Search Term Report at 1280 px');
      await saveScreenshot(page, 'search-term-report-plan-1280');
      // Measured once the page has laid itself out at the new width (the Plan's cards replace its tables a render later).
      await page.setViewportSize(PHONE.viewport);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
      await saveScreenshot(page, 'search-term-report-plan-375');
    });
    expect(problems, `axe found serious or critical violations:\n${problems.join('\n')}`).toEqual([]);
  }, 120_000);
});
