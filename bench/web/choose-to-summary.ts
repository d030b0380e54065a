/**
 * One page run in a fresh browser context: a new account opens the Ads Auditor page, turns
 * 'Private audit' on or leaves it off, chooses the workbook in the drop zone's file input, and
 * waits for an interactive Summary, whatever the page does meanwhile (upload, audit in a worker,
 * both). Times run in the page's clock from the file input's own input/change event (the moment
 * of choosing). Without Private audit it also records when the server's answer to the upload and
 * its audit result reached the page (its network), and can open the Insights tab right after the
 * Summary. The tab's JS heap (page and workers) is watched throughout (tab-heap.ts), and its
 * renderer's peak resident memory read at the end.
 * A run that fails answers its error beside what it measured before.
 */
import type { Browser, Page } from 'playwright-core';
import type { AuditedWorkbook } from './audited-workbooks.js';
import { openAuditorAsNewUser, probedContext } from './auditor-page.js';
import { timeInsightsTab, type InsightsTiming } from './insights-timing.js';
import { mainText, untilInPage } from './page-tools.js';
import { newRendererPeakRssMb, rendererPids } from './renderer-memory.js';
import { watchTabHeap, type TabHeap } from './tab-heap.js';

/** Quiet window of the time-to-interactive (no long task for this long). */
const QUIET_MS = 500;

export interface PageRunOptions {
  privateAudit: boolean;
  /** The server's BULK_UPLOAD_MAX_MB: the upload screen names it once it has asked the server. */
  serverMaxMb: number;
  insights: boolean;
  timeoutMs: number;
}

export interface PageRun {
  choose_to_summary_in_dom_ms?: number;
  choose_to_summary_visible_ms?: number;
  choose_to_summary_interactive_ms?: number;
  choose_to_upload_answered_ms?: number | null;
  choose_to_server_result_received_ms?: number | null;
  insights?: InsightsTiming;
  heap?: TabHeap;
  renderer_peak_rss_mb?: number | null;
  error?: string;
}

interface SummaryMarks {
  chosen: number;
  inDom: number;
  painted: number;
  interactive: number;
}

/** The Summary's marks once a whole quiet window has passed after it became interactive; a failure shown meanwhile throws. */
const SUMMARY_MARKS = `(() => {
  const marks = window.__benchMarks;
  if (marks.uploadStatus !== null && marks.uploadStatus !== 202) return { failed: 'the upload answered ' + marks.uploadStatus };
  const alert = document.querySelector('.MuiAlert-colorError, .MuiAlert-standardError');
  if (alert && marks.heading === null) return { failed: alert.textContent };
  if (marks.headingFrame === null || marks.fileChosen === null) return null;
  const interactive = window.__bench.interactiveAfter(marks.headingFrame, ${QUIET_MS});
  if (performance.now() - interactive <= ${QUIET_MS + 100}) return null;
  return { chosen: marks.fileChosen, inDom: marks.heading, painted: marks.headingFrame, interactive };
})()`;

/** When the page had the server's audit result (Resource Timing of its results request). */
const serverResultMark = (taskId: string) => `(() => {
  const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/background-tasks/${taskId}/results') && e.responseEnd > 0);
  return entry ? entry.responseEnd : null;
})()`;

async function chooseFile(page: Page, workbook: AuditedWorkbook, options: PageRunOptions): Promise<void> {
  await page.getByText(`up to ${options.serverMaxMb} MB`).first().waitFor();
  if (options.privateAudit) await page.getByRole('switch', { name: 'Private audit' }).check();
  await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(workbook.path);
}

async function summaryMarks(page: Page, timeoutMs: number): Promise<SummaryMarks> {
  const marks = await untilInPage<SummaryMarks | { failed: string }>(page, SUMMARY_MARKS, timeoutMs, () => mainText(page));
  if ('failed' in marks) throw new Error(`the page shows: ${marks.failed}`);
  return marks;
}

/** Without Private audit: when the upload was answered and the server's result arrived, from the choice. */
async function serverTimes(page: Page, chosen: number, timeoutMs: number, run: PageRun): Promise<void> {
  const { taskId, answered } = (await page.evaluate('({ taskId: window.__benchMarks.bulkTaskId, answered: window.__benchMarks.uploadAnswered })')) as { taskId: string | null; answered: number | null };
  run.choose_to_upload_answered_ms = answered === null ? null : Math.round(answered - chosen);
  run.choose_to_server_result_received_ms = null;
  if (taskId === null) return;
  const received = await untilInPage<number>(page, serverResultMark(taskId), timeoutMs, async () => `no results request for task ${taskId}`);
  run.choose_to_server_result_received_ms = Math.round(received - chosen);
}

/**
 * Without Private audit: waits until the server has stored the upload's search terms (its last
 * task), so that the next run does not share the machine with this one's server work.
 */
async function serverDone(page: Page, timeoutMs: number): Promise<void> {
  const taskId = (await page.evaluate('window.__benchMarks.searchTermsTaskId')) as string | null;
  if (taskId === null) return;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const task = (await (await page.request.get(`/api/background-tasks/${taskId}`)).json()) as { status: string };
    if (task.status === 'completed' || task.status === 'failed') return;
    await page.waitForTimeout(200);
  }
  throw new Error(`the search-terms task ${taskId} did not end within ${timeoutMs / 1000} s`);
}

export async function measureChooseToSummary(browser: Browser, baseURL: string, workbook: AuditedWorkbook, options: PageRunOptions): Promise<PageRun> {
  const run: PageRun = {};
  const renderersBefore = await rendererPids(browser);
  const context = await probedContext(browser, baseURL);
  let heap: { stop(): Promise<TabHeap> } | null = null;
  try {
    const page = await context.newPage();
    await openAuditorAsNewUser(page, `${workbook.label}-${options.privateAudit ? 'private' : 'server'}`);
    heap = await watchTabHeap(browser, context, page);
    await chooseFile(page, workbook, options);
    const marks = await summaryMarks(page, options.timeoutMs);
    run.choose_to_summary_in_dom_ms = Math.round(marks.inDom - marks.chosen);
    run.choose_to_summary_visible_ms = Math.round(marks.painted - marks.chosen);
    run.choose_to_summary_interactive_ms = Math.round(marks.interactive - marks.chosen);
    if (options.insights) run.insights = await timeInsightsTab(page, options.timeoutMs);
    if (!options.privateAudit) {
      await serverTimes(page, marks.chosen, options.timeoutMs, run);
      await serverDone(page, options.timeoutMs);
    }
  } catch (error) {
    run.error = (error as Error).message.replace(/\s+/g, ' ').slice(0, 600);
  } finally {
    if (heap) run.heap = await heap.stop().catch((error: Error) => void (run.error ??= `heap: ${error.message}`));
    run.renderer_peak_rss_mb = await newRendererPeakRssMb(browser, renderersBefore);
    await context.close();
  }
  return run;
}
