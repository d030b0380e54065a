/**
 * The Insights tab opened right after the Summary: from the click on the tab (the page's own
 * click event) to its lists shown (the 'Insight views' tabs, which the tab renders only once it
 * has the insights) and the frame after, in the page's clock.
 */
import type { Page } from 'playwright-core';
import { mainText, untilInPage } from './page-tools.js';

const LISTS_SELECTOR = '[role="tablist"][aria-label="Insight views"]';
/** What the tab says when the insights could not be computed (InsightsView). */
const FAILED_TITLE = 'The insights could not be computed';

export interface InsightsTiming {
  click_to_lists_in_dom_ms: number;
  click_to_lists_visible_ms: number;
  /** A click lost while the page settles is repeated, as a user would (the time still runs from the first). */
  clicks: number;
}

export async function timeInsightsTab(page: Page, timeoutMs: number): Promise<InsightsTiming> {
  await page.evaluate(`window.__bench.watch('insights', ${JSON.stringify(LISTS_SELECTOR)})`);
  const tab = page.getByRole('tablist', { name: 'Ads Auditor views' }).getByRole('tab', { name: 'Insights', exact: true });
  const panel = page.getByRole('tabpanel', { name: 'Insights', exact: true });
  let clicks = 0;
  let clickedAt: number | null = null;
  while (clicks < 3) {
    await tab.click();
    clicks += 1;
    clickedAt ??= (await page.evaluate('window.__benchMarks.lastClick')) as number;
    if (await panel.waitFor({ timeout: 10_000 }).then(() => true, () => false)) break;
  }
  const seen = await untilInPage<{ inDom: number; painted: number } | { failed: string }>(
    page,
    `(() => {
      const seen = window.__benchMarks.seen.insights;
      if (seen && seen.painted !== null) return seen;
      const failed = [...document.querySelectorAll('[role="alert"], .MuiAlert-root')].find((el) => el.textContent.includes(${JSON.stringify(FAILED_TITLE)}));
      return failed ? { failed: failed.textContent } : null;
    })()`,
    timeoutMs,
    () => mainText(page),
  );
  if ('failed' in seen) throw new Error(`Insights: ${seen.failed}`);
  return {
    click_to_lists_in_dom_ms: Math.round(seen.inDom - clickedAt!),
    click_to_lists_visible_ms: Math.round(seen.painted - clickedAt!),
    clicks,
  };
}
