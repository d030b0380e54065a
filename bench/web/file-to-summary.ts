/**
 * File-to-Summary benchmark: `npm run bench:web` (root) or `npm run bench:web -w bench`. In one
 * run on this machine, for the 20 MB generated workbook and the generator's 8,100-campaign one
 * ('65mb', with its search-term tabs), prints JSON with:
 * - the CLI's plain audit (`packages/audit/bin/ads-auditor.js audit FILE`, the engine built first),
 *   wall time, best and median of BENCH_RUNS;
 * - in headless Chromium against the built web app and a real server (BULK_UPLOAD_MAX_MB=80),
 *   a fresh context per run: choosing the file in the drop zone to an interactive Summary, with
 *   'Private audit' off (plus when the server's answer and result reached the page) and on; the
 *   ratio of each median to the CLI's median against 1.3;
 * - for the big workbook, the Insights tab opened right after the Summary (with and without
 *   Private audit): click to its lists shown, against the CLI's median;
 * - the tab's JS heap at its highest (page and dedicated workers), against 1 GB, with Chromium
 *   started with a 1 GB old-space limit per isolate.
 *   BENCH_RUNS=3             runs of each measurement
 *   BENCH_WEB_ONLY=20mb      one of the workbooks (20mb or 65mb)
 *   BENCH_WEB_TIMEOUT_S=300  how long a page run waits for the Summary, the server's result, Insights
 *   BENCH_WEB_BIG_CAMPAIGNS  campaigns of the big workbook (8100)
 *   BENCH_WEB_DIST, BENCH_SERVER as in web/main.ts
 *   SERVER_SESSION_NICE      handed to the server (its own default when unset): how far its session
 *                            yields to the browser; the output's server.session shows the value in force
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { startServer } from '../api/server-process.js';
import { measureCli, type CliMeasure } from '../giant/measure-cli.js';
import { bigGeneratedFile, twentyMegabyteFile, type AuditedWorkbook } from './audited-workbooks.js';
import { launchChromium } from './chromium.js';
import { measureChooseToSummary, type PageRun, type PageRunOptions } from './choose-to-summary.js';
import { cliEntry, HEAP_LIMIT_MB, RATIO_LIMIT, workbookFigures } from './file-to-summary-figures.js';
import { buildWeb } from './web-build.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = Number(process.env.BENCH_WEB_TIMEOUT_S ?? 300) * 1000;
const SERVER_MAX_MB = 80;
const JS_FLAGS = `--js-flags=--max-old-space-size=${HEAP_LIMIT_MB}`;

const WORKBOOKS = { '20mb': twentyMegabyteFile, '65mb': bigGeneratedFile };
const only = process.env.BENCH_WEB_ONLY?.trim();
const chosen = Object.entries(WORKBOOKS).filter(([label]) => !only || only === label);
if (chosen.length === 0) throw new Error(`BENCH_WEB_ONLY=${only}: use 20mb or 65mb`);

const NOTES = {
  server: "Started in a session of its own, as `npm start` runs it: the server then lowers its session's priority (SERVER_SESSION_NICE, 10), so that on these shared cores its audit of the same file yields to the browser's, as a server on another computer would not compete at all.",
  cli: 'Wall time of `node packages/audit/bin/ads-auditor.js audit FILE` (process start to exit, /usr/bin/time), the engine built first.',
  choose_to_summary_interactive:
    "Page clock, from the file input's input/change event (Playwright's setInputFiles with the file's path: the moment of choosing) to the Summary interactive: the 'Account Level' heading painted, then the end of the last long task before 500 ms without one.",
  choose_to_summary_visible: 'From the choice to the frame after the heading first entered the DOM.',
  choose_to_upload_answered: "Without Private audit: from the choice to the server's answer to the upload (the page's XMLHttpRequest load).",
  choose_to_server_result_received: "Without Private audit: from the choice to the page having the server's audit result (Resource Timing responseEnd of GET /api/background-tasks/ID/results), i.e. the task completed and the page fetched it.",
  ratio_to_cli_median: `Median of the page runs / median of the CLI runs; the target is at most ${RATIO_LIMIT}.`,
  insights:
    "Big workbook, Private audit off: the Insights tab clicked as soon as the Summary is interactive; page clock from the click to the frame after its lists ('Insight views' tabs) are shown. Target: within the CLI's median plain audit time.",
  insights_private_audit: 'The same with Private audit on: the browser alone reads the search terms and computes the insights, with no server working on the same cores.',
  tab_heap: `Runtime.getHeapUsage of the page and of each dedicated worker, every 100 ms from before choosing to the end of the run; combined = page + workers at the same sample. Chromium runs with ${JS_FLAGS} (a 1 GB old-space limit for each isolate); the target is the combined peak within ${HEAP_LIMIT_MB} MB. The isolates answer only between tasks, so the peaks are also read from the used heap before each garbage collection (a 'v8' trace), long tasks included; the larger counts. array_buffers_max_mb: ArrayBuffer backing stores (outside the JS heap, sampled). renderer_peak_rss_mb: the tab's renderer process, VmHWM (everything it held).`,
};

function cliRuns(workbook: AuditedWorkbook): CliMeasure[] {
  const runs: CliMeasure[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stderr.write(`${workbook.label}: CLI run ${run}/${RUNS}...\n`);
    runs.push(measureCli(workbook.path, TIMEOUT_MS / 1000));
  }
  return runs;
}

async function pageRuns(workbook: AuditedWorkbook, url: string, browser: Browser, privateAudit: boolean): Promise<PageRun[]> {
  const options: PageRunOptions = { privateAudit, serverMaxMb: SERVER_MAX_MB, insights: workbook.insights, timeoutMs: TIMEOUT_MS };
  const runs: PageRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stderr.write(`${workbook.label}: page run ${run}/${RUNS}, Private audit ${privateAudit ? 'on' : 'off'}...\n`);
    const figures = await measureChooseToSummary(browser, url, workbook, options);
    if (figures.error) process.stderr.write(`  failed: ${figures.error}\n`);
    runs.push(figures);
  }
  return runs;
}

const webDist = buildWeb();
// Its own session, as `npm start` runs it: on these shared cores the server yields to the browser.
const sessionNice = process.env.SERVER_SESSION_NICE?.trim();
const server = await startServer(
  { WEB_DIST: webDist, BULK_UPLOAD_MAX_MB: String(SERVER_MAX_MB), ...(sessionNice ? { SERVER_SESSION_NICE: sessionNice } : {}) },
  { ownSession: true },
);
const browser = await launchChromium([JS_FLAGS]);
try {
  const results = [];
  for (const [, make] of chosen) {
    const workbook = make();
    process.stderr.write(`${workbook.label}: ${workbook.fileName}, ${(workbook.bytes / 1e6).toFixed(1)} MB\n`);
    const cli = cliRuns(workbook);
    const withServer = await pageRuns(workbook, server.url, browser, false);
    const privateRuns = await pageRuns(workbook, server.url, browser, true);
    results.push(workbookFigures(workbook, cli, withServer, privateRuns));
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'web-file-to-summary',
        chromium: browser.version(),
        chromium_js_flags: JS_FLAGS,
        server: { mode: server.mode, session: server.session(), bulk_upload_max_mb: SERVER_MAX_MB, peak_rss_mb: Math.round(server.memory().peakRssMb) },
        cli_entry: cliEntry(),
        web_dist: webDist,
        runs: RUNS,
        cpus: availableParallelism(),
        load_average_at_end: loadavg().map((x) => Math.round(x * 100) / 100),
        notes: NOTES,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
