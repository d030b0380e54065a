/**
 * One account in one fresh browser context: sign up, upload the workbook on the Ads Auditor
 * page, then time what a user waits for: the Summary after the task completes, re-sorting and
 * filtering the Campaign Table, scrolling it with campaigns and ad groups expanded, and the
 * JS heap along the way.
 */
import type { Browser } from 'playwright-core';
import { openAuditorAsNewUser, probedContext } from './auditor-page.js';
import { heapMb } from './page-tools.js';
import { megabytes } from './stats.js';
import { uploadAndTimeSummary } from './summary-timing.js';
import { timeFilters, timeScroll, timeSort, type CampaignSpend } from './table-timing.js';
import type { BenchWorkbook } from './workbooks.js';

export async function measureAuditor(browser: Browser, baseURL: string, workbook: BenchWorkbook) {
  const context = await probedContext(browser, baseURL);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await openAuditorAsNewUser(page, workbook.label);

    const heapBeforeUpload = await heapMb(cdp);
    const { taskId, uploadToTaskCompletedMs, summary } = await uploadAndTimeSummary(page, workbook);
    const heapAfterSummary = await heapMb(cdp);
    // The result again, fetched outside the page once its timing is taken: each campaign's spend, for the filter values.
    const resultBody = await (await page.request.get(`/api/background-tasks/${taskId}/results`)).body();
    const campaigns = (JSON.parse(resultBody.toString('utf8')) as { campaigns: CampaignSpend[] }).campaigns;

    await page.getByRole('tab', { name: 'Campaign Table' }).click();
    const sort = await timeSort(page, cdp, workbook.label);
    const filter = await timeFilters(page, cdp, workbook.label, campaigns);
    const heapAfterTable = await heapMb(cdp);
    const scroll = await timeScroll(page);
    const heapAfterScroll = await heapMb(cdp);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterGc = await heapMb(cdp);

    return {
      workbook: workbook.label,
      workbook_bytes: workbook.bytes.byteLength,
      workbook_source: workbook.source,
      campaigns: campaigns.length,
      results_json_mb: megabytes(resultBody.byteLength),
      upload_to_task_completed_ms: uploadToTaskCompletedMs,
      summary,
      sort_sales_ms: sort,
      filter_min_spend_ms: filter,
      scroll_expanded_table: scroll,
      js_heap_used_mb: {
        before_upload: heapBeforeUpload.used,
        after_summary: heapAfterSummary.used,
        after_sort_and_filter: heapAfterTable.used,
        after_scroll: heapAfterScroll.used,
        after_gc: heapAfterGc.used,
        total_after_scroll: heapAfterScroll.total,
      },
    };
  } finally {
    await context.close();
  }
}

export type AuditorFigures = Awaited<ReturnType<typeof measureAuditor>>;
