// An agency user uploads two months of one account, notes a campaign, and opens Compare: the two
// newest uploads are chosen, the account spend change reads to the cent, the paused campaign is
// listed, the biggest spend mover is the campaign whose spend moved, with its note beside it, and
// the search terms that newly convert or stopped converting are listed. Then the same user on a
// phone sees the comparison fit 375 px, with no serious axe finding. Screenshots at 1280 and 375 px.
import { compareAudits, formatMoney } from '@ads-auditor/audit';
import { buildBulkWorkbook, type BulkFixture, type FixtureCampaign } from '@ads-auditor/audit/fixtures';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { blockingViolations, describeFindings } from './support/axe.js';
import { addCampaignNote, AUDITOR_PATH, openAuditor, openTab, rowCells, uploadBulkWorkbook, uploadNextWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit } from './support/expected.js';
import { saveScreenshot } from './support/screenshots.js';
import { PHONE } from './support/screens.js';
import { signUpInPage, type NewUser } from './support/sign-up.js';
import { ACCOUNT_NAMES, AUDITOR_ACCOUNT, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: Compare two uploads of one account');

/** The keyword of the small campaign spends $3.25 in January; in February $15.75 (+$12.50), and the campaign is paused. */
const SPEND_SHIFT = 12.5;
/** Converts in February only (the small campaign's keyword matched it). */
const NEW_TERM = { term: 'brass fitting 1/2', keyword: 'brass fitting', metrics: { impressions: 90, clicks: 3, spend: 2.1, sales: 19.99, orders: 1 } };
/** The auto campaign's term: one order in January, none in February. */
const STOPPED_TERM = 'ball valve 1/2';
const NOTE = 'Paused on 1 Feb: the fittings are out of stock.';

/** February: the small campaign paused with more spend and a new converting term; the auto campaign's term stopped converting. */
function february(): BulkFixture {
  const changed = (c: FixtureCampaign): FixtureCampaign => {
    if (c.name === ACCOUNT_NAMES.smallCampaign) {
      return {
        ...c,
        state: 'paused',
        adGroups: c.adGroups.map((g) => ({
          ...g,
          keywords: g.keywords!.map((k) => ({ ...k, metrics: { ...k.metrics, spend: k.metrics.spend + SPEND_SHIFT } })),
          searchTerms: [NEW_TERM],
        })),
      };
    }
    if (c.name === ACCOUNT_NAMES.autoCampaign) {
      return {
        ...c,
        adGroups: c.adGroups.map((g) => ({ ...g, searchTerms: g.searchTerms!.map((t) => ({ ...t, metrics: { ...t.metrics, sales: 0, orders: 0 } })) })),
      };
    }
    return c;
  };
  return { campaigns: AUDITOR_ACCOUNT.campaigns.map(changed) };
}

// Amazon's file names carry the period: the pickers show it.
const JANUARY_FILE = 'bulk-a1b2c3d4e5-20260101-20260131-1769904000000.xlsx';
const FEBRUARY_FILE = 'bulk-a1b2c3d4e5-20260201-20260228-1772323200000.xlsx';

/** Opens the Compare tab and waits until both audits and both uploads' search terms are compared. */
async function openCompare(page: Page): Promise<Locator> {
  const panel = await openTab(page, 'Compare');
  await panel.getByRole('table', { name: 'Account Changes' }).waitFor({ timeout: 30_000 });
  await panel.getByRole('table', { name: 'Search Terms Newly Converting' }).waitFor({ timeout: 30_000 });
  return panel;
}

describe.skipIf(!runs)('auditor: Compare', () => {
  const started = useAppAndBrowser();

  test('two months of one account: the spend change to the cent, the paused campaign, the mover with its note, the search terms', async () => {
    const januaryBytes = buildBulkWorkbook(AUDITOR_ACCOUNT);
    const februaryBytes = buildBulkWorkbook(february());
    const expected = compareAudits(await engineAudit(januaryBytes), await engineAudit(februaryBytes));
    expect(expected.account.spend.change).toBe(SPEND_SHIFT);

    let user: NewUser | undefined;
    await inPage(started.browser, 'auditor-compare', { baseURL: started.app.url }, async (page) => {
      user = await signUpInPage(page, 'auditor-compare');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk(JANUARY_FILE, januaryBytes));
      await uploadNextWorkbook(page, fileOnDisk(FEBRUARY_FILE, februaryBytes));
      await addCampaignNote(page, ACCOUNT_NAMES.smallCampaign, NOTE);

      const panel = await openCompare(page);
      expect(await panel.getByRole('combobox', { name: 'Earlier upload' }).innerText()).toContain('Jan 1, 2026 - Jan 31, 2026');
      expect(await panel.getByRole('combobox', { name: 'Later upload' }).innerText()).toContain('Feb 1, 2026 - Feb 28, 2026');

      const spend = await rowCells(panel.getByRole('table', { name: 'Account Changes' }), 'Spend');
      expect(spend).toEqual([
        'Spend', formatMoney(expected.account.spend.older), formatMoney(expected.account.spend.newer), '+$12.50', expect.stringMatching(/^\+\d+\.\d\d%$/),
      ]);
      const changes = panel.getByRole('table', { name: 'Campaign Changes' });
      expect((await rowCells(changes, 'State changed')).slice(2)).toEqual([ACCOUNT_NAMES.smallCampaign, 'SP', 'enabled -> paused']);

      // The biggest spend mover, with the note added in the Campaign Table beside it.
      const mover = panel.getByRole('table', { name: 'Biggest Movers by Spend' }).locator('tbody tr').first();
      const moverCells = (await mover.locator('th, td').allInnerTexts()).map((t) => t.trim());
      expect(moverCells.slice(1, 6)).toEqual([ACCOUNT_NAMES.smallCampaign, 'SP', '$3.25', '$15.75', '+$12.50']);
      await mover.getByText(NOTE).waitFor();
      await mover.getByRole('button', { name: `1 note for ${ACCOUNT_NAMES.smallCampaign}`, exact: true }).waitFor();

      // The search terms of both uploads, compared account-wide.
      const newly = await rowCells(panel.getByRole('table', { name: 'Search Terms Newly Converting' }), NEW_TERM.term);
      expect(newly).toEqual([NEW_TERM.term, ACCOUNT_NAMES.smallCampaign, '0', '1', '$0.00', '$19.99', '$0.00', '$2.10']);
      const stopped = await rowCells(panel.getByRole('table', { name: 'Search Terms Stopped Converting' }), STOPPED_TERM);
      expect(stopped.slice(0, 4)).toEqual([STOPPED_TERM, ACCOUNT_NAMES.autoCampaign, '1', '0']);
      await saveScreenshot(page, 'auditor-compare-1280');
    });

    // The same user on a phone: the comparison fits the screen.
    await inPage(started.browser, 'auditor-compare-phone', { baseURL: started.app.url, viewport: PHONE.viewport, isMobile: true }, async (page) => {
      const signIn = await page.request.post('/api/auth/login', { data: { email: user!.email, password: user!.password } });
      expect(signIn.status()).toBe(200);
      await page.goto(`${AUDITOR_PATH}?tab=compare`);
      const panel = page.getByRole('tabpanel', { name: 'Compare', exact: true });
      await panel.getByRole('table', { name: 'Search Terms Newly Converting' }).waitFor({ timeout: 30_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // axe over every card (once: a run over the charts takes seconds; the phone is where tables scroll).
      expect(describeFindings('Compare at 375 px', await blockingViolations(page))).toEqual([]);
      await saveScreenshot(page, 'auditor-compare-375');
    });
  }, 120_000);
});
