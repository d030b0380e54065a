/**
 * Web table benchmark: `npm run bench:web:table -w bench` (`bench:web` is file-to-summary.ts).
 * In headless Chromium, against the built web app served by a real server process
 * (bench/api/server-process.ts), uploads the 20 MB generated workbook and a 5,000-campaign one
 * on the Ads Auditor page and prints JSON: the time from the
 * task completing to an interactive Summary, re-sorting and filtering the Campaign Table, the
 * scroll frame times of the expanded table, and the JS heap.
 *   BENCH_WEB_DIST=web/dist  serve an existing build instead of building web/ into bench/out/
 *   BENCH_SERVER=sources     run the server from its sources (see bench/api/server-process.ts)
 *   BENCH_WEB_ONLY=20mb      measure one of the workbooks (20mb or 5000-campaigns)
 *   BENCH_WEB_PROFILE=1      also write CPU profiles of the first sort and filter to bench/out/
 */
import { availableParallelism, loadavg } from 'node:os';
import { startServer } from '../api/server-process.js';
import { launchChromium } from './chromium.js';
import { measureAuditor, type AuditorFigures } from './measure-auditor.js';
import { buildWeb } from './web-build.js';
import { fiveThousandCampaignWorkbook, twentyMegabyteWorkbook } from './workbooks.js';

const TARGETS = { results_to_interactive_ms: 1000, filter_or_sort_ms: 100, js_heap_mb: 300 };

const WORKBOOKS = { '20mb': twentyMegabyteWorkbook, '5000-campaigns': fiveThousandCampaignWorkbook };
const only = process.env.BENCH_WEB_ONLY?.trim();
const workbooks = Object.entries(WORKBOOKS).filter(([label]) => !only || only === label).map(([, make]) => make);
if (workbooks.length === 0) throw new Error(`BENCH_WEB_ONLY=${only}: use 20mb or 5000-campaigns`);

function verdict(figures: AuditorFigures) {
  const heap = Math.max(figures.js_heap_used_mb.after_summary, figures.js_heap_used_mb.after_sort_and_filter, figures.js_heap_used_mb.after_scroll);
  return {
    workbook: figures.workbook,
    interactive_under_1s_after_results: figures.summary.results_received_to_summary_interactive_ms < TARGETS.results_to_interactive_ms,
    sort_under_100ms: figures.sort_sales_ms.max < TARGETS.filter_or_sort_ms,
    filter_under_100ms: figures.filter_min_spend_ms.max < TARGETS.filter_or_sort_ms,
    heap_under_300mb: heap < TARGETS.js_heap_mb,
  };
}

const webDist = buildWeb();
const server = await startServer({ WEB_DIST: webDist });
const browser = await launchChromium();
try {
  const results: AuditorFigures[] = [];
  for (const make of workbooks) {
    const workbook = make();
    process.stderr.write(`${workbook.label}: ${(workbook.bytes.byteLength / 1e6).toFixed(1)} MB...\n`);
    results.push(await measureAuditor(browser, server.url, workbook));
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'web-auditor',
        chromium: browser.version(),
        server: server.mode,
        web_dist: webDist,
        viewport: '1280x800',
        cpus: availableParallelism(),
        load_average_at_end: loadavg().map((x) => Math.round(x * 100) / 100),
        notes: 'Page-clock times (Resource Timing, MutationObserver, requestAnimationFrame). Interactive: the end of the last long task before 500 ms without one, from the frame that first shows the Account Level heading. Filter and sort: click to the DOM change and the next frame drawn.',
        results,
        targets: TARGETS,
        verdicts: results.map(verdict),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
