// A new seller keeps notes on a campaign: adds one (Ctrl+Enter), edits it, sees it in View
// Notes, still sees it after a reload, then deletes it (N keeps it, Y deletes it).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { openAuditor, openTab, uploadBulkWorkbook } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { signUpInPage } from './support/sign-up.js';
import { ACCOUNT_NAMES, auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: campaign notes');

const CAMPAIGN = ACCOUNT_NAMES.autoCampaign;
const FIRST_TEXT = 'Raise the close-match bid: ROAS is well above target.';
const EDITED_TEXT = 'Raised the close-match bid to $0.95 on Monday.';

/** Opens the notes drawer of the campaign from the Campaign Table (its button says how many notes). */
async function openNotes(page: Page, count: number) {
  const panel = await openTab(page, 'Campaign Table');
  await panel.getByRole('button', { name: `Notes for ${CAMPAIGN} (${count})`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Notes ${CAMPAIGN}` });
  await drawer.waitFor();
  return drawer;
}

async function closeNotes(page: Page) {
  const drawer = page.getByRole('dialog', { name: `Notes ${CAMPAIGN}` });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** The Audit Results document of View Notes. */
async function auditResults(page: Page) {
  const panel = await openTab(page, 'View Notes');
  const document = panel.getByRole('article', { name: 'Audit Results' });
  await document.waitFor();
  return document;
}

describe.skipIf(!runs)('auditor: notes in Chromium', () => {
  const started = useAppAndBrowser();

  test('add, edit, see in View Notes, reload, and delete a campaign note', async () => {
    await inPage(started.browser, 'auditor-notes', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'auditor-notes');
      await openAuditor(page);
      await uploadBulkWorkbook(page, fileOnDisk('valves-account.xlsx', auditorWorkbook()));

      // Escape closes the drawer (its field has the focus when it opens).
      let drawer = await openNotes(page, 0);
      await drawer.getByText('No notes yet.').waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // Add with Ctrl+Enter: the note is listed and the badge counts it.
      drawer = await openNotes(page, 0);
      const field = drawer.getByRole('textbox', { name: 'Add a note' });
      await field.fill(`  ${FIRST_TEXT}  `);
      await field.press('Control+Enter');
      await drawer.getByRole('listitem').filter({ hasText: FIRST_TEXT }).waitFor();
      expect(await field.inputValue()).toBe('');
      // An empty note is refused.
      await field.fill('   ');
      await drawer.getByRole('button', { name: 'Add Note' }).click();
      await drawer.getByText('Note cannot be empty').waitFor();
      await field.fill('');

      // Edit: Cancel keeps the text, Save replaces it.
      const note = drawer.getByRole('listitem').first();
      await note.getByRole('button', { name: 'Edit note' }).click();
      const editor = note.getByRole('textbox');
      await editor.fill('discarded text');
      await note.getByRole('button', { name: 'Cancel' }).click();
      await note.getByText(FIRST_TEXT).waitFor();
      await note.getByRole('button', { name: 'Edit note' }).click();
      await note.getByRole('textbox').fill(EDITED_TEXT);
      await note.getByRole('button', { name: 'Save' }).click();
      await note.getByText(EDITED_TEXT).waitFor();
      await closeNotes(page);
      await page.getByRole('button', { name: `Notes for ${CAMPAIGN} (1)`, exact: true }).waitFor();

      // View Notes lists it under its campaign; so does a fresh page after a reload.
      let results = await auditResults(page);
      await results.getByText(CAMPAIGN).first().waitFor();
      await results.getByText(EDITED_TEXT).waitFor();
      await page.reload();
      await page.getByRole('tablist', { name: 'Ads Auditor views' }).waitFor({ timeout: 30_000 });
      results = await auditResults(page);
      await results.getByText(EDITED_TEXT).waitFor();
      expect(await results.getByText(FIRST_TEXT).count()).toBe(0);

      // Delete: N keeps the note, Y deletes it; the badge goes back to 0 and View Notes is empty.
      drawer = await openNotes(page, 1);
      await drawer.getByRole('button', { name: 'Delete note' }).click();
      await drawer.getByText('Are you sure you want to delete?').waitFor();
      await drawer.getByRole('button', { name: 'N', exact: true }).click();
      await drawer.getByText(EDITED_TEXT).waitFor();
      await drawer.getByRole('button', { name: 'Delete note' }).click();
      await drawer.getByRole('button', { name: 'Y', exact: true }).click();
      await drawer.getByText('No notes yet.').waitFor();
      await closeNotes(page);
      await page.getByRole('button', { name: `Notes for ${CAMPAIGN} (0)`, exact: true }).waitFor();
      results = await auditResults(page);
      await results.getByText(/saved between sessions/).waitFor();
    });
  }, 120_000);
});
