// Issue 22, what the client receives. A consultant uploads a client's workbook under the default
// 'My account', adds two notes, and leaves the private one out in the share dialog; a new link
// with the same settings is made in one click. The PDF (pdftotext) prints the chosen note and
// never the other, made without a Content-Security-Policy message. They rename the account from
// the switcher and the client's share page, reloaded, carries the new name and opens with the
// headline and the grade, without the Data quality panel. A second month shows the grade's change
// in Compare. Screenshots of the share page, the share dialog, the rename and Compare at 1280 and
// 375 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBulkWorkbook, type BulkFixture } from '@ads-auditor/audit/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { addCampaignNote, AUDITOR_PATH, openAuditor, openTab, uploadBulkWorkbook, uploadNextWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { requirePoppler } from './support/poppler.js';
import { PHONE } from './support/screens.js';
import { SCREENSHOTS_DIR, saveScreenshot } from './support/screenshots.js';
import { signUpInPage, type NewUser } from './support/sign-up.js';
import { ACCOUNT_NAMES, AUDITOR_ACCOUNT, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const what = 'client deliverables: notes for the share and the PDF, account name, Compare';
const runs = requireChromium(what) && requirePoppler(what);

const CLIENT = 'ZValves US';
const JANUARY = 'bulk-a1b2c3d4e5-20260101-20260131-1769904000000.xlsx';
const FEBRUARY = 'bulk-a1b2c3d4e5-20260201-20260228-1772323200000.xlsx';
const CHOSEN = 'Move budget from auto to the exact campaign.';
const UNCHOSEN = 'Ask Amazon rep about the refund before telling the client.';
const DESKTOP = { width: 1280, height: 800 };

/** February: the busy campaign's keywords sell 30% more for the same spend (sales and ROAS up, ACOS down). */
function february(): BulkFixture {
  return {
    campaigns: AUDITOR_ACCOUNT.campaigns.map((c) =>
      c.name !== ACCOUNT_NAMES.busyCampaign
        ? c
        : { ...c, adGroups: c.adGroups.map((g) => ({ ...g, keywords: g.keywords?.map((k) => ({ ...k, metrics: { ...k.metrics, sales: Math.round(k.metrics.sales * 130) / 100 } })) })) },
    ),
  };
}

/** Waits for the dialogs' and menus' fades to end (not endless ones, a spinner's), so a screenshot shows what a user sees. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );

describe.skipIf(!runs)('what the client receives, in Chromium', () => {
  const started = useAppAndBrowser();

  test('one note choice for the share and the PDF, the renamed account on the share page, the grade in Compare', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'client-deliverables-'));
    const pdfFile = path.join(tmp, 'report.pdf');
    let link = '';
    let user: NewUser | undefined;

    await inPage(started.browser, 'client-deliverables', { baseURL: started.app.url }, async (page) => {
      user = await signUpInPage(page, 'client-deliverables');
      await openAuditor(page);
      // The only account still has the default name: the upload screen asks for the client's.
      await page.getByRole('form', { name: 'Name this account' }).waitFor();
      await uploadBulkWorkbook(page, fileOnDisk(JANUARY, auditorWorkbook()));
      await addCampaignNote(page, ACCOUNT_NAMES.busyCampaign, CHOSEN);
      await addCampaignNote(page, ACCOUNT_NAMES.autoCampaign, UNCHOSEN);

      // Choose the notes in the share dialog: the choice is kept for the upload.
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share a read-only report' });
      await dialog.getByText('Notes to include (2 of 2)').waitFor();
      const saved = page.waitForResponse((r) => r.url().includes('/report-notes') && r.request().method() === 'PUT');
      await dialog.getByRole('checkbox', { name: new RegExp(UNCHOSEN.slice(0, 20)) }).uncheck();
      expect((await saved).status()).toBe(200);
      await dialog.getByRole('button', { name: 'Create link' }).click();
      const linkField = dialog.getByRole('textbox', { name: 'Report link' });
      await linkField.waitFor();
      const first = await linkField.inputValue();
      // One click: a new link with the same settings, its address shown this once.
      await dialog.getByRole('button', { name: /^New link like the one created/ }).first().click();
      await expect.poll(() => linkField.inputValue()).not.toBe(first);
      link = await linkField.inputValue();
      expect(link).toMatch(new RegExp(`^${started.app.url}/r/[A-Za-z0-9_-]{43}$`));
      await dialog.getByText(/\(a 7-day link\)/).first().waitFor();
      await settled(page);
      await dialog.screenshot({ path: path.join(SCREENSHOTS_DIR, 'client-share-dialog-1280.png') });
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The PDF: the same choice (the picker in its menu shows it), made without a CSP message.
      const cspErrors: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) cspErrors.push(message.text().slice(0, 200));
      });
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await page.getByRole('menuitem', { name: 'Choose notes...' }).click();
      const picker = page.getByRole('dialog', { name: 'Notes in the PDF' });
      await picker.getByText('Notes to include (1 of 2)').waitFor();
      await picker.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('menuitem', { name: 'A4' }).click();
      await (await downloading).saveAs(pdfFile);
      expect(cspErrors).toEqual([]);

      // Rename the account from the switcher.
      await page.getByRole('combobox', { name: 'Ad account' }).click();
      await page.getByRole('option', { name: 'Rename My account' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename account' });
      await rename.getByRole('textbox', { name: 'Account name' }).fill(CLIENT);
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      await settled(page);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'client-switcher-rename-1280.png') });
      await rename.getByRole('button', { name: 'Save' }).click();
      await rename.waitFor({ state: 'hidden' });
      expect(await page.getByRole('combobox', { name: 'Ad account' }).innerText()).toContain(CLIENT);

      // A second month for Compare (from the Summary, where the upload waits for its audit).
      await openTab(page, 'Summary');
      await uploadNextWorkbook(page, fileOnDisk(FEBRUARY, buildBulkWorkbook(february())));
      const compare = await openTab(page, 'Compare');
      const gradeChange = compare.getByRole('region', { name: 'Health grade change' });
      await gradeChange.waitFor({ timeout: 30_000 });
      expect(await gradeChange.innerText()).toMatch(/Health grade\s+[A-F]\s+→\s+[A-F]\s+(better|worse|unchanged)/);
      // More sales for the same spend: better, in words; spend unchanged says nothing.
      const sales = compare.getByRole('table', { name: 'Account Changes' }).getByRole('row').filter({ hasText: /^Sales/ });
      expect(await sales.innerText()).toMatch(/better$/);
      expect(await compare.getByRole('table', { name: 'Account Changes' }).getByRole('row').filter({ hasText: /^ACOS/ }).innerText()).toMatch(/better$/);
      await saveScreenshot(page, 'client-compare-1280');
    });

    const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(CHOSEN);
    expect(text).not.toContain(UNCHOSEN);
    fs.rmSync(tmp, { recursive: true, force: true });

    // The client's page, at both widths: the new name, the headline and grade first, no Data quality.
    for (const screen of [{ name: '1280', viewport: DESKTOP, isMobile: false }, { name: '375', viewport: PHONE.viewport, isMobile: true }]) {
      await inPage(started.browser, `client-share-page-${screen.name}`, { baseURL: started.app.url, viewport: screen.viewport, isMobile: screen.isMobile }, async (visitor) => {
        await visitor.goto(link);
        await visitor.getByRole('heading', { level: 1, name: CLIENT }).waitFor();
        await visitor.getByRole('region', { name: 'Account headline' }).getByText('Health grade').waitFor();
        expect(await visitor.getByRole('heading', { name: 'Data quality' }).count()).toBe(0);
        expect(await visitor.getByRole('heading', { name: /^top campaigns by spend$/i }).count()).toBe(1);
        const body = await visitor.locator('body').innerText();
        expect(body).toContain(CHOSEN);
        expect(body).not.toContain(UNCHOSEN);
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width);
        await visitor.screenshot({ path: path.join(SCREENSHOTS_DIR, `client-share-page-${screen.name}-top.png`) });
      });
    }

    // The consultant on a phone: the share dialog, the rename and Compare at 375 px.
    await inPage(started.browser, 'client-deliverables-phone', { baseURL: started.app.url, viewport: PHONE.viewport, isMobile: true }, async (page) => {
      expect((await page.request.post('/api/auth/login', { data: { email: user!.email, password: user!.password } })).status()).toBe(200);
      await page.goto(`${AUDITOR_PATH}?tab=compare`);
      const panel = page.getByRole('tabpanel', { name: 'Compare', exact: true });
      await panel.getByRole('region', { name: 'Health grade change' }).waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'client-compare-375');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share a read-only report' });
      // The choice is kept per upload: February's report starts with every note ticked.
      await dialog.getByText('Notes to include (2 of 2)').waitFor();
      await expect.poll(() => dialog.getByRole('button', { name: 'Create link' }).isEnabled()).toBe(true);
      await settled(page);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'client-share-dialog-375.png') });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('combobox', { name: 'Ad account' }).click();
      await page.getByRole('option', { name: `Rename ${CLIENT}` }).click();
      await page.getByRole('dialog', { name: 'Rename account' }).getByRole('button', { name: 'Save' }).waitFor();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      await settled(page);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'client-switcher-rename-375.png') });
    });
  }, 180_000);
});
