/**
 * The Campaign Table under a user's hands, timed in the page's clock from the click to the
 * DOM change and the next frame drawn: re-sorting by Sales, applying a Min Spend filter, and
 * the frame times while its box scrolls with campaigns and ad groups expanded.
 */
import type { CDPSession, Page } from 'playwright-core';
import { mark, profiled } from './page-tools.js';
import { mean, median, percentile, round } from './stats.js';

const STEP_TIMEOUT_MS = 30_000;
const SORT_CLICKS = 4;
const EXPANDED_CAMPAIGNS = 5;
const SCROLL_FRAMES = 240;
const SCROLL_STEP_PX = 60;
const PAGE_SIZE = 50;

export interface CampaignSpend {
  metrics: { spend: number };
}

const summarise = (ms: number[]) => ({ median: round(median(ms)), max: round(Math.max(...ms)) });

/** Sales sorts descending first, then toggles: each click until the header's aria-sort changes. */
export async function timeSort(page: Page, cdp: CDPSession, label: string) {
  await mark(page.getByText(/^Page \d+ of \d+$/).first(), 'pager');
  await mark(page.locator('th', { has: page.getByRole('button', { name: 'Sales', exact: true }) }).first(), 'sales-header');
  const sortOnce = async () => (await page.evaluate(`window.__bench.clickUntilAttributeChanges('sales-header', 'aria-sort', ${STEP_TIMEOUT_MS})`)) as number;
  const runs: number[] = [];
  for (let i = 0; i < SORT_CLICKS; i++) runs.push(i === 0 ? await profiled(cdp, `${label}-sort`, sortOnce) : await sortOnce());
  return { ...summarise(runs), runs: runs.map((x) => round(x)) };
}

/** Spend thresholds that each leave a different number of pages (the 'Page X of Y' text must change). */
function minSpendSamples(campaigns: CampaignSpend[]): { minSpend: number; pages: number }[] {
  const spends = campaigns.map((c) => c.metrics.spend).sort((a, b) => a - b);
  const pagesFrom = (min: number) => Math.max(1, Math.ceil(spends.filter((s) => s >= min).length / PAGE_SIZE));
  const samples: { minSpend: number; pages: number }[] = [];
  let pages = pagesFrom(-Infinity);
  for (const share of [0.5, 0.25, 0.75, 0.1, 0.9]) {
    const minSpend = Math.floor(spends[Math.floor(share * spends.length)] * 100) / 100;
    if (pagesFrom(minSpend) !== pages) {
      pages = pagesFrom(minSpend);
      samples.push({ minSpend, pages });
    }
  }
  return samples;
}

/** Min Spend typed and committed (blur), then 'Apply Filters' until 'Page X of Y' changes. */
export async function timeFilters(page: Page, cdp: CDPSession, label: string, campaigns: CampaignSpend[]) {
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const minSpendField = page.getByLabel('Min Spend', { exact: true });
  await mark(page.getByRole('button', { name: 'Apply Filters' }), 'apply');
  const apply = async () => (await page.evaluate(`window.__bench.clickUntilTextChanges('apply', 'pager', ${STEP_TIMEOUT_MS})`)) as number;
  const runs: { min_spend: number; pages: number; ms: number }[] = [];
  for (const sample of minSpendSamples(campaigns)) {
    await minSpendField.fill(String(sample.minSpend));
    await minSpendField.press('Tab');
    const ms = runs.length === 0 ? await profiled(cdp, `${label}-filter`, apply) : await apply();
    runs.push({ min_spend: sample.minSpend, pages: sample.pages, ms: round(ms) });
  }
  return { ...summarise(runs.map((r) => r.ms)), runs };
}

/** Expands a few campaigns and one ad group in each, then scrolls the table's own box a frame at a time. */
export async function timeScroll(page: Page) {
  const collapsed = page.locator('button[aria-label^="Expand campaign "][aria-expanded="false"]');
  for (let i = 0; i < EXPANDED_CAMPAIGNS; i++) await collapsed.first().click();
  const collapsedGroups = page.locator('button[aria-label^="Expand ad group "][aria-expanded="false"]');
  const groups = Math.min(EXPANDED_CAMPAIGNS, await collapsedGroups.count());
  for (let i = 0; i < groups; i++) await collapsedGroups.first().click();
  await mark(page.locator('table[aria-label="Campaigns"]').locator('xpath=..'), 'table-box');
  const scroll = (await page.evaluate(`window.__bench.scrollFrames('table-box', ${SCROLL_FRAMES}, ${SCROLL_STEP_PX})`)) as { deltas: number[]; scrollHeight: number };
  return {
    expanded_campaigns: EXPANDED_CAMPAIGNS,
    expanded_ad_groups: groups,
    frames: scroll.deltas.length,
    step_px: SCROLL_STEP_PX,
    scroll_height_px: scroll.scrollHeight,
    mean_frame_ms: round(mean(scroll.deltas), 2),
    p95_frame_ms: round(percentile(scroll.deltas, 95), 2),
    max_frame_ms: round(Math.max(...scroll.deltas), 2),
    frames_over_50ms: scroll.deltas.filter((d) => d > 50).length,
  };
}
