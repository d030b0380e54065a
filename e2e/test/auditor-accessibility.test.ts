// axe-core on every screen of the Ads Auditor at 1280 px and on a 375 px phone (the upload
// screen, each tab, an expanded campaign with the filters open, the search terms dialog, the
// notes drawer, both Parent ASIN sub-tabs, History with its period dialog): no serious or
// critical violation, label-in-name included. Each tab is
// also saved as a screenshot under e2e/screenshots/.
import { describe, expect, test } from 'vitest';
import { blockingViolations, describeFindings } from './support/axe.js';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { expandCampaignAndAdGroup, openAuditor, openTab, uploadBulkWorkbook, uploadBusinessReport, type AuditorTab } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { saveScreenshot } from './support/screenshots.js';
import { SCREENS } from './support/screens.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, BUSINESS_REPORT_CSV, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('accessibility (axe) and screenshots of the Ads Auditor');

describe.skipIf(!runs)('auditor accessibility in Chromium', () => {
  const started = useAppAndBrowser();

  test.each(SCREENS)('every auditor screen on the $name screen', async (screen) => {
    const problems: string[] = [];
    await inPage(started.browser, `auditor-accessibility-${screen.name}`, { baseURL: started.app.url, viewport: screen.viewport, isMobile: screen.isMobile }, async (page) => {
      const check = async (where: string) => {
        problems.push(...describeFindings(`${where} at ${screen.viewport.width} px`, await blockingViolations(page)));
      };
      const shoot = (tab: AuditorTab | 'Upload', state = '') => saveScreenshot(page, `auditor-${tab}${state ? `-${state}` : ''}-${screen.viewport.width}`.toLowerCase());
      const tab = async (name: AuditorTab) => {
        const panel = await openTab(page, name);
        return panel;
      };

      await signUpInPage(page, `auditor-axe-${screen.name}`);
      await openAuditor(page);
      await page.getByText('select a file').waitFor();
      await check('upload screen');
      await shoot('Upload');
      await uploadBulkWorkbook(page, fileOnDisk('valves-account.xlsx', auditorWorkbook()));

      await tab('Summary');
      // The Summary draws each chart as it nears the viewport: scrolled through, all are drawn for axe and the screenshot.
      for (const figure of await page.getByRole('figure').all()) {
        await figure.scrollIntoViewIfNeeded();
        await figure.locator('svg').first().waitFor();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await check('Summary');
      await shoot('Summary');

      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('button', { name: /^Set period of / }).first().click();
      const periodDialog = page.getByRole('dialog', { name: 'Period of this upload' });
      await periodDialog.waitFor();
      await check('History with the period dialog');
      await periodDialog.getByRole('button', { name: 'Cancel' }).click();
      await periodDialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'History' }).click();

      // One pass on the table with everything it can show: the filters open, a campaign and an ad group expanded.
      const table = await tab('Campaign Table');
      await table.getByRole('button', { name: 'Show Filters' }).click();
      // The open panel pushes the table down: expand its rows once it stands still.
      await table.getByRole('button', { name: 'Apply Filters' }).waitFor();
      if (screen.viewport.width < 600) {
        // A phone shows a card per campaign: its details hold the placements and the ad groups.
        await table.getByRole('article', { name: ACCOUNT_NAMES.busyCampaign }).getByRole('button', { name: 'Details' }).click();
      } else {
        await expandCampaignAndAdGroup(table, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      }
      await check('Campaign Table, filters open, campaign and ad group expanded');
      await shoot('Campaign Table', 'expanded');
      // Twice in CI the rows were found closed again after the full-page screenshot (not seen on a
      // quiet machine): expandCampaignAndAdGroup only clicks what is closed.
      if (screen.viewport.width >= 600) await expandCampaignAndAdGroup(table, ACCOUNT_NAMES.busyCampaign, ACCOUNT_NAMES.busyAdGroup);
      await table.getByRole('button', { name: 'Search Terms', exact: true }).first().click({ timeout: 60_000 });
      const searchTerms = page.getByRole('dialog', { name: 'Search Terms' });
      await searchTerms.getByText(/^Showing 1-/).waitFor();
      await check('Search Terms dialog');
      await searchTerms.getByRole('button', { name: 'Close' }).click();
      await searchTerms.waitFor({ state: 'hidden' });
      await table.getByRole('button', { name: `Notes for ${ACCOUNT_NAMES.busyCampaign} (0)`, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: `Notes ${ACCOUNT_NAMES.busyCampaign}` });
      await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Check the exact keywords before raising bids.');
      await drawer.getByRole('button', { name: 'Add Note' }).click();
      await drawer.getByRole('listitem').first().waitFor();
      await check('notes drawer');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });

      await tab('View Notes');
      await check('View Notes');
      await shoot('View Notes');

      const insights = await tab('Insights');
      await insights.getByRole('tablist', { name: 'Insight views' }).waitFor({ timeout: 60_000 });
      await check('Insights');
      await shoot('Insights');

      // One upload: Compare says it needs two (the full comparison is checked in auditor-compare).
      const compare = await tab('Compare');
      await compare.getByText('Compare needs two audits of this account.', { exact: false }).waitFor();
      await check('Compare with one upload');
      await shoot('Compare', 'one-upload');

      const parent = await tab('Parent ASIN Audit');
      await parent.getByRole('heading', { name: 'Audit your ads by parent ASIN' }).waitFor();
      await check('Parent ASIN Audit without a report');
      await shoot('Parent ASIN Audit', 'explainer');
      await uploadBusinessReport(page, fileOnDisk('business.csv', BUSINESS_REPORT_CSV));
      await parent.getByRole('table', { name: 'Child ASINs' }).waitFor();
      await check('Parent ASIN Audit, Summary');
      await shoot('Parent ASIN Audit', 'summary');
      await parent.getByRole('tab', { name: 'Targeting', exact: true }).click();
      await parent.getByRole('table', { name: 'Targets' }).waitFor();
      await check('Parent ASIN Audit, Targeting');
      await shoot('Parent ASIN Audit', 'targeting');
    });
    expect(problems, `axe found serious or critical violations:\n${problems.join('\n')}`).toEqual([]);
  }, 300_000);
});
