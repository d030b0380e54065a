/**
 * Upload through the page's own file input, then time the Summary: when the task really
 * completed (polled from outside the page every 50 ms), when the page received the result
 * (Resource Timing), and when the 'Account Level' heading was in the DOM, painted, and the
 * page interactive (the probe's marks).
 */
import type { APIRequestContext, Page } from 'playwright-core';
import type { BenchWorkbook } from './workbooks.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RESULTS_PATH = /^\/api\/background-tasks\/[^/]+\/results$/;
/** Quiet window of the time-to-interactive (no long task for this long). */
const QUIET_MS = 500;
const TASK_TIMEOUT_MS = 300_000;

interface PageTimings {
  pollCompletedEnd: number | null;
  resultsEnd: number;
  headingInDom: number;
  headingPainted: number;
  interactive: number;
  timeOrigin: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When the task completed, in epoch ms. */
async function completedAt(request: APIRequestContext, taskId: string): Promise<number> {
  const deadline = Date.now() + TASK_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const task = (await (await request.get(`/api/background-tasks/${taskId}`)).json()) as { status: string; error_logs: string | null };
    if (task.status === 'completed') return Date.now();
    if (task.status === 'failed') throw new Error(`the bulk task failed: ${task.error_logs}`);
    await sleep(50);
  }
  throw new Error(`task ${taskId} did not complete within ${TASK_TIMEOUT_MS / 1000} s`);
}

/** The bulk task id the page's upload answered with (recorded by the probe). */
async function uploadedTaskId(page: Page): Promise<string> {
  // Polled with page.evaluate: waitForFunction evaluates strings in a way the app's CSP forbids.
  const deadline = Date.now() + 120_000;
  while (!(await page.evaluate('window.__benchMarks.uploadStatus !== null'))) {
    if (Date.now() > deadline) throw new Error('the upload did not answer within 120 s');
    await sleep(20);
  }
  const { status, taskId } = (await page.evaluate('({ status: window.__benchMarks.uploadStatus, taskId: window.__benchMarks.bulkTaskId })')) as { status: number; taskId: string | null };
  if (status !== 202 || !taskId) throw new Error(`the upload answered ${status}: ${await page.locator('main').innerText()}`);
  return taskId;
}

/** The page-clock times, once a whole quiet window has passed after the page became interactive. */
async function pageTimings(page: Page, taskId: string): Promise<PageTimings> {
  for (;;) {
    const timings = (await page.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/background-tasks/${taskId}'));
      const results = entries.find((e) => e.name.endsWith('/results') && e.responseEnd > 0);
      const polls = entries.filter((e) => !e.name.endsWith('/results') && results && e.responseEnd <= results.startTime);
      const marks = window.__benchMarks;
      if (!results || marks.headingFrame === null) return null;
      return {
        pollCompletedEnd: polls.length ? polls[polls.length - 1].responseEnd : null,
        resultsEnd: results.responseEnd,
        headingInDom: marks.heading,
        headingPainted: marks.headingFrame,
        interactive: window.__bench.interactiveAfter(marks.headingFrame, ${QUIET_MS}),
        timeOrigin: performance.timeOrigin,
        now: performance.now(),
      };
    })()`)) as (PageTimings & { now: number }) | null;
    if (timings && timings.now - timings.interactive > QUIET_MS + 100) return timings;
    await page.waitForTimeout(250);
  }
}

/** Uploads the workbook on the open Ads Auditor page and times its way to an interactive Summary. */
export async function uploadAndTimeSummary(page: Page, workbook: BenchWorkbook) {
  const input = page.locator('input[type=file]').first();
  await input.waitFor({ state: 'attached' });
  const resultsAnswer = page.waitForResponse((r) => RESULTS_PATH.test(new URL(r.url()).pathname) && r.status() === 200, { timeout: TASK_TIMEOUT_MS });
  // Awaited later: a failure before then must not surface as an unhandled rejection instead of its own error.
  resultsAnswer.catch(() => undefined);
  const uploadStarted = Date.now();
  await input.setInputFiles({ name: workbook.fileName, mimeType: XLSX_TYPE, buffer: workbook.bytes });
  const taskId = await uploadedTaskId(page);
  const taskCompleted = await completedAt(page.request, taskId);
  await resultsAnswer;
  await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 60_000 });
  const t = await pageTimings(page, taskId);
  const epoch = (pageTime: number) => t.timeOrigin + pageTime;
  return {
    taskId,
    uploadToTaskCompletedMs: taskCompleted - uploadStarted,
    summary: {
      // The page learns of completion at its next 2000 ms poll (the web app polls a task every 2 s).
      task_completed_to_results_received_ms: Math.round(epoch(t.resultsEnd) - taskCompleted),
      completed_poll_to_results_received_ms: t.pollCompletedEnd === null ? null : Math.round(t.resultsEnd - t.pollCompletedEnd),
      results_received_to_heading_in_dom_ms: Math.round(t.headingInDom - t.resultsEnd),
      results_received_to_summary_visible_ms: Math.round(t.headingPainted - t.resultsEnd),
      results_received_to_summary_interactive_ms: Math.round(t.interactive - t.resultsEnd),
      task_completed_to_summary_interactive_ms: Math.round(epoch(t.interactive) - taskCompleted),
    },
  };
}
