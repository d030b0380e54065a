// Drives the Ads Auditor page as a user does: open it, upload a bulk workbook through its file
// input, move between its tabs, upload a business report, and read figures off the screen.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const AUDITOR_PATH = '/dashboard/bulk-campaigns';
export const AUDITOR_TABS = ['Summary', 'Campaign Table', 'View Notes', 'Parent ASIN Audit', 'Insights', 'Search Term Report', 'Plan', 'Changes', 'Compare'] as const;
export type AuditorTab = (typeof AUDITOR_TABS)[number];

/** A large workbook is audited in about a second, but a loaded test machine is slower. */
const AUDIT_TIMEOUT_MS = 90_000;

export async function openAuditor(page: Page): Promise<void> {
  await page.goto(AUDITOR_PATH);
  await page.getByRole('heading', { level: 1, name: 'Ads Auditor' }).waitFor();
}

/**
 * Chooses the workbook in the upload screen's file input and waits for its audit's Summary: the
 * header names the file, so an earlier audit still on screen is never taken for this one.
 */
export async function uploadBulkWorkbook(page: Page, file: string): Promise<void> {
  await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(file);
  await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: AUDIT_TIMEOUT_MS });
  await page.getByText(`${path.basename(file)} · `).first().waitFor({ timeout: AUDIT_TIMEOUT_MS });
  await serverResultShown(page);
}

/**
 * The page shows this browser's audit of a chosen file first, then the server's once the upload
 * completes (notes, sharing and the server's tabs wait for it): waits for the server's.
 */
export async function serverResultShown(page: Page, timeout = AUDIT_TIMEOUT_MS): Promise<void> {
  await page.getByTestId('browser-result-status').waitFor({ state: 'hidden', timeout });
}

/**
 * From an audit on screen: 'Upload New File', then `file` as the account's next upload. A click
 * lost on a loaded machine left the earlier audit on screen, and the workbook went to another
 * file input: it clicks again until the upload screen is there.
 */
export async function uploadNextWorkbook(page: Page, file: string): Promise<void> {
  const again = page.getByRole('button', { name: 'Upload New File' });
  const dropZone = page.getByTestId('drop-zone');
  for (let attempt = 1; ; attempt++) {
    if (await again.isVisible()) await again.click();
    try {
      await dropZone.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await uploadBulkWorkbook(page, file);
}

export function auditorTab(page: Page, name: AuditorTab): Locator {
  return page.getByRole('tablist', { name: 'Ads Auditor views' }).getByRole('tab', { name, exact: true });
}

export function tabPanel(page: Page, name: AuditorTab): Locator {
  return page.getByRole('tabpanel', { name, exact: true });
}

/**
 * Opens one of the tabs and waits for its panel. On a loaded CI machine a click right after an
 * upload was seen to be lost while the page settled; as a user would, it clicks again when the
 * tab did not open.
 */
export async function openTab(page: Page, name: AuditorTab): Promise<Locator> {
  const tab = auditorTab(page, name);
  const panel = tabPanel(page, name);
  for (let attempt = 1; ; attempt++) {
    await tab.click();
    try {
      await panel.waitFor({ timeout: 10_000 });
      return panel;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Expands a row of the Campaign Table by its disclosure button ('Expand campaign NAME', 'Expand
 * ad group NAME') and waits until it says it is expanded. Like the tab clicks above, a click
 * on a loaded CI machine was once lost while the rows above it settled: it clicks again then.
 */
export async function expandRow(scope: Locator, label: string): Promise<void> {
  const button = scope.getByRole('button', { name: label, exact: true });
  for (let attempt = 1; ; attempt++) {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    try {
      await scope.locator(`button[aria-expanded="true"][aria-label=${JSON.stringify(label)}]`).waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Expands the campaign, then its ad group. */
export async function expandCampaignAndAdGroup(scope: Locator, campaign: string, adGroup: string): Promise<void> {
  await expandRow(scope, `Expand campaign ${campaign}`);
  await expandRow(scope, `Expand ad group ${adGroup}`);
}

/**
 * Adds a note to a campaign from the Campaign Table's notes drawer, waits for it in the list, and
 * closes the drawer.
 */
export async function addCampaignNote(page: Page, campaign: string, text: string): Promise<void> {
  const table = await openTab(page, 'Campaign Table');
  await table.getByRole('button', { name: new RegExp(`^Notes for ${campaign.replace(/[|]/g, '\\|')} \\(\\d+\\)$`) }).click();
  const drawer = page.getByRole('dialog', { name: `Notes ${campaign}` });
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill(text);
  await drawer.getByRole('button', { name: 'Add Note' }).click();
  await drawer.getByText(text).waitFor();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** Uploads a business report from the Parent ASIN Audit tab and waits for its parent ASIN picker. */
export async function uploadBusinessReport(page: Page, file: string): Promise<Locator> {
  const panel = await openTab(page, 'Parent ASIN Audit');
  await panel.locator('input[type=file]').setInputFiles(file);
  await panel.getByRole('combobox', { name: 'Search Parent ASIN' }).waitFor({ timeout: 30_000 });
  return panel;
}

/** The text of the definition (<dd>) that follows the term (<dt>) reading `term`, inside `scope`. */
export async function definitionOf(scope: Locator, term: string): Promise<string> {
  const definition = scope.locator(`xpath=.//dt[normalize-space(.)=${xpathString(term)}]/following-sibling::dd[1]`).first();
  return (await definition.innerText()).trim();
}

/** The cells of the table row whose header cell (or first cell) reads `header`. */
export async function rowCells(table: Locator, header: string): Promise<string[]> {
  const row = table.locator(`xpath=.//tr[*[1][normalize-space(.)=${xpathString(header)}]]`).first();
  return (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
}

/** Campaign names of the Campaign Table in display order (from the row expanders). */
export async function campaignOrder(page: Page): Promise<string[]> {
  const labels = await page.getByRole('table', { name: 'Campaigns' }).locator('button[aria-label^="Expand campaign "]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Expand campaign /, ''));
}

/** An XPath string literal for any text (quotes included). */
function xpathString(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `concat(${text.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
}
