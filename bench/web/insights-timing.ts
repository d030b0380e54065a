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
  /** The page's GET /api/insights (Resource Timing), from the click (negative: sent before it); null when it asked none. */
  click_to_insights_request_sent_ms: number | null;
  click_to_insights_answered_ms: number | null;
  /** A click lost while the page settles is repeated, as a user would (the time still runs from the first). */
  clicks: number;
}

/** The page's last GET /api/insights that ended by the time the lists were in the DOM. */
const insightsRequest = (until: number) => `(() => {
  const asked = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/insights' && e.responseEnd > 0 && e.responseEnd <= ${until});
  const last = asked[asked.length - 1];
  return last ? { start: last.startTime, end: last.responseEnd } : null;
})()`;

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
  const request = (await page.evaluate(insightsRequest(seen.inDom))) as { start: number; end: number } | null;
  return {
    click_to_lists_in_dom_ms: Math.round(seen.inDom - clickedAt!),
    click_to_lists_visible_ms: Math.round(seen.painted - clickedAt!),
    click_to_insights_request_sent_ms: request && Math.round(request.start - clickedAt!),
    click_to_insights_answered_ms: request && Math.round(request.end - clickedAt!),
    clicks,
  };
}
