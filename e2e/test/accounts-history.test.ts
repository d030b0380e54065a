// An agency user keeps two clients apart: creates two ad accounts from the dashboard header,
// uploads January and February to one of them, reads both in the History (spend to the cent,
// the period from Amazon's file name), reopens January with its Summary, table and notes, then
// switches to the other account and sees none of the first client's notes on the same campaign.
// Screenshots of the History and the switcher at 1280 and 375 px.
import path from 'node:path';
import { formatMoney } from '@ads-auditor/audit';
import { buildBulkWorkbook, type BulkFixture } from '@ads-auditor/audit/fixtures';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { blockingViolations, describeFindings } from './support/axe.js';
import { addCampaignNote, openAuditor, openTab, serverResultShown, uploadBulkWorkbook, uploadNextWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { engineAudit } from './support/expected.js';
import { SCREENSHOTS_DIR, saveScreenshot } from './support/screenshots.js';
import { PHONE } from './support/screens.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, AUDITOR_ACCOUNT, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('accounts and history: two clients, reopen an earlier audit');

const JANUARY_FILE = 'bulk-a1b2c3d4e5-20260101-20260131-1769904000000.xlsx';
const FEBRUARY_FILE = 'bulk-a1b2c3d4e5-20260201-20260228-1772323200000.xlsx';
const CAMPAIGN = ACCOUNT_NAMES.autoCampaign;
const NOTE = 'Client A: raise the close-match bid next month.';

/** February: the small campaign's keyword spends $12.50 more. */
function february(): BulkFixture {
  return {
    campaigns: AUDITOR_ACCOUNT.campaigns.map((c) =>
      c.name !== ACCOUNT_NAMES.smallCampaign ? c : {
        ...c,
        adGroups: c.adGroups.map((g) => ({ ...g, keywords: g.keywords!.map((k) => ({ ...k, metrics: { ...k.metrics, spend: k.metrics.spend + 12.5 } })) })),
      }),
  };
}

/** The switcher of the dashboard header. */
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Ad account', exact: true });

/** Creates an account from the header switcher's 'New account' entry; the page switches to it. */
async function createAccount(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole('option', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ad account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectSwitcher(page, name);
}

async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expectSwitcher(page, name);
}

async function expectSwitcher(page: Page, name: string) {
  await switcher(page).filter({ hasText: name }).waitFor();
}

/** No serious or critical axe finding on the page as it is now. */
async function expectAccessible(page: Page, where: string) {
  expect(describeFindings(where, await blockingViolations(page))).toEqual([]);
}

async function openHistory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('list', { name: 'Kept uploads' }).or(history.getByRole('table', { name: 'Kept uploads' })).or(history.getByText(/No uploads kept/)).waitFor({ timeout: 30_000 });
  return history;
}

describe.skipIf(!runs)('accounts and history in Chromium', () => {
  const started = useAppAndBrowser();

  test('two clients: upload two months to one, reopen the older from History, switch and see no notes of the other', async () => {
    const januaryBytes = buildBulkWorkbook(AUDITOR_ACCOUNT);
    const februaryBytes = buildBulkWorkbook(february());
    const januarySpend = formatMoney((await engineAudit(januaryBytes)).summary.account.spend);
    const februarySpend = formatMoney((await engineAudit(februaryBytes)).summary.account.spend);
    expect(januarySpend).not.toBe(februarySpend);

    await inPage(started.browser, 'accounts-history', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'accounts-history');
      await openAuditor(page);
      await expectSwitcher(page, 'My account');
      await createAccount(page, 'Client A - US');
      await createAccount(page, 'Client B - DE');
      await switchTo(page, 'Client A - US');
      // Three accounts: the upload screen asks which one the file is for.
      await page.getByRole('combobox', { name: 'Upload to account' }).filter({ hasText: 'Client A - US' }).waitFor();

      await uploadBulkWorkbook(page, fileOnDisk(JANUARY_FILE, januaryBytes));
      await uploadNextWorkbook(page, fileOnDisk(FEBRUARY_FILE, februaryBytes));
      await page.getByText(`${FEBRUARY_FILE} ·`).waitFor();

      // A note on a campaign of Client A.
      await addCampaignNote(page, CAMPAIGN, NOTE);

      // The History: newest first, each with its period and spend.
      const history = await openHistory(page);
      const rows = history.getByRole('table', { name: 'Kept uploads' }).getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      const february = rows.nth(1);
      const january = rows.nth(2);
      expect(await february.innerText()).toContain('Feb 1, 2026 - Feb 28, 2026');
      expect(await february.innerText()).toContain(februarySpend);
      expect(await february.innerText()).toContain('On screen');
      expect(await january.innerText()).toContain('Jan 1, 2026 - Jan 31, 2026');
      expect(await january.innerText()).toContain(januarySpend);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      // The whole table fits: nothing hides behind a horizontal scroll.
      expect(await history.getByRole('table', { name: 'Kept uploads' }).evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
      await expectAccessible(page, 'History at 1280 px');
      await saveScreenshot(page, 'accounts-history-1280');

      // Reopen January: its Summary, its table and the account's notes.
      await january.getByRole('button', { name: `Open ${JANUARY_FILE}` }).click();
      await page.getByText('Earlier audit').waitFor();
      await page.getByText(`${JANUARY_FILE} ·`).waitFor();
      expect(page.url()).toMatch(/[?&]upload=\d+/);
      const summary = await openTab(page, 'Summary');
      await summary.getByRole('heading', { name: 'Account Level' }).waitFor();
      expect(await summary.innerText()).toContain(januarySpend);
      const reopenedTable = await openTab(page, 'Campaign Table');
      await reopenedTable.getByRole('button', { name: `Notes for ${CAMPAIGN} (1)`, exact: true }).waitFor();
      await expectAccessible(page, 'an earlier audit reopened at 1280 px');
      await saveScreenshot(page, 'accounts-history-reopened-1280');

      // Client B: the same campaign, none of Client A's notes; its history is empty.
      await switchTo(page, 'Client B - DE');
      expect(page.url()).not.toMatch(/[?&]upload=/);
      await page.getByText('select a file').waitFor();
      const emptyHistory = await openHistory(page);
      await emptyHistory.getByText(/No uploads kept for this account yet/).waitFor();
      await page.getByRole('button', { name: 'History', exact: true }).click();
      // The address keeps the Campaign Table tab open: the upload lands there.
      await page.locator('input[type=file]').first().setInputFiles(fileOnDisk(JANUARY_FILE, januaryBytes));
      await page.getByText(`${JANUARY_FILE} ·`).waitFor({ timeout: 90_000 });
      await serverResultShown(page);
      const clientBTable = await openTab(page, 'Campaign Table');
      await clientBTable.getByRole('button', { name: `Notes for ${CAMPAIGN} (0)`, exact: true }).waitFor();
      const notesTab = await openTab(page, 'View Notes');
      expect(await notesTab.innerText()).not.toContain(NOTE);

      // Back to Client A: its latest audit and its note again.
      await switchTo(page, 'Client A - US');
      await page.getByText(`${FEBRUARY_FILE} ·`).waitFor();
      await (await openTab(page, 'Campaign Table')).getByRole('button', { name: `Notes for ${CAMPAIGN} (1)`, exact: true }).waitFor();
    });
  }, 120_000);

  test('on a phone: the switcher, the upload chooser and the History fit 375 px', async () => {
    await inPage(started.browser, 'accounts-history-phone', { baseURL: started.app.url, viewport: PHONE.viewport, isMobile: true }, async (page) => {
      await signUpInPage(page, 'accounts-history-phone');
      await openAuditor(page);
      // One account: the upload screen offers only 'New account'.
      await page.getByRole('button', { name: 'New account' }).click();
      const dialog = page.getByRole('dialog', { name: 'New ad account' });
      await dialog.getByRole('textbox', { name: 'Account name' }).fill('Client with a rather long name - Germany');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('combobox', { name: 'Upload to account' }).filter({ hasText: 'Client with a rather long name' }).waitFor();
      await expectAccessible(page, 'the upload screen with its account chooser at 375 px');
      await saveScreenshot(page, 'accounts-upload-375');
      await uploadBulkWorkbook(page, fileOnDisk(JANUARY_FILE, buildBulkWorkbook(AUDITOR_ACCOUNT)));
      const history = await openHistory(page);
      await history.getByRole('list', { name: 'Kept uploads' }).getByText('On screen').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'History at 375 px');
      await saveScreenshot(page, 'accounts-history-375');
      await history.screenshot({ path: path.join(SCREENSHOTS_DIR, 'accounts-history-panel-375.png') });
    });
  }, 60_000);
});
