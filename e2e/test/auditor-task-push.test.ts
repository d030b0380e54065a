// The page learns of an audit's completion from the task's event stream, not from its 2000 ms
// status polls: with the page's clock stopped (so no poll timer ever fires), the audit still
// appears once the server finishes it. The server holds the result of a hold-audit- workbook
// (test-only) until the journey releases it, so the stream is surely open while it waits.
import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { openAuditor, serverResultShown } from './support/auditor.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';
import { until } from './support/until.js';
import { auditorWorkbook, fileOnDisk } from './support/workbooks.js';

const runs = requireChromium('auditor journey: task completion pushed by the server');

const FILE = 'hold-audit-push.xlsx';

describe.skipIf(!runs)('auditor: task completion pushed in Chromium', () => {
  const started = useAppAndBrowser({ TEST_TASK_HOLD_SECONDS: '300' });

  test('the audit appears from the event stream while the page makes no further status poll', async () => {
    await inPage(started.browser, 'auditor-task-push', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'task-push');
      await openAuditor(page);

      const taskRequests: string[] = [];
      page.on('request', (request: Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/background-tasks/')) taskRequests.push(pathname);
      });
      const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bulk/upload');

      // From here on the page's timers stand still: a 2000 ms poll never comes.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.getByTestId('drop-zone').locator('input[type=file]').setInputFiles(fileOnDisk(FILE, auditorWorkbook()));
      const { bulk_task_id: taskId } = (await (await uploaded).json()) as { bulk_task_id: string };
      const events = `/api/background-tasks/${taskId}/events`;
      const status = page.getByRole('status', { name: 'Processing status' });
      await status.getByText('status: processing').waitFor({ timeout: 30_000 });
      await until(async () => taskRequests.includes(events), 'the page to open the task event stream');

      fs.writeFileSync(path.join(started.app.dataDir, `release-${FILE}`), '');
      await page.getByRole('heading', { name: 'Account Level' }).waitFor({ timeout: 60_000 });
      await page.getByText(`${FILE} · `).first().waitFor();
      // The Summary first comes from this browser's own audit; the server's replaces it when the task's completion is pushed.
      await serverResultShown(page, 60_000);

      const statusPolls = taskRequests.filter((p) => p === `/api/background-tasks/${taskId}`);
      expect(statusPolls.length).toBeLessThanOrEqual(1);
      expect(taskRequests.filter((p) => p === events)).toHaveLength(1);
      await saveScreenshot(page, 'auditor-task-push-1280');
    });
  }, 120_000);
});
