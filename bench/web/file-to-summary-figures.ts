/**
 * The figures of one workbook in the file-to-Summary benchmark, from its runs: the CLI's audit,
 * the page with and without Private audit, Insights, the tab's heap, and the verdicts against
 * the targets (page median within RATIO_LIMIT times the CLI's median; Insights visible
 * within the CLI's median; the tab's heap within HEAP_LIMIT_MB).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliMeasure } from '../giant/measure-cli.js';
import type { AuditedWorkbook } from './audited-workbooks.js';
import type { PageRun } from './choose-to-summary.js';
import { median, round } from './stats.js';

export const RATIO_LIMIT = 1.3;
export const HEAP_LIMIT_MB = 1024;

const BUILT_CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'audit', 'dist', 'cli', 'main.js');

/** What packages/audit/bin/ads-auditor.js runs: the built CLI, or the sources through tsx when it was not built. */
export const cliEntry = (): string => (existsSync(BUILT_CLI) ? 'packages/audit/dist (built)' : 'packages/audit/src through tsx (not built)');

function spread(ms: readonly number[]) {
  return ms.length === 0 ? { best_ms: null, median_ms: null } : { best_ms: Math.min(...ms), median_ms: median(ms) };
}

function cliFigures(runs: readonly CliMeasure[]) {
  const ok = runs.filter((r) => r.exit_status === 0);
  return {
    runs_ms: runs.map((r) => Math.round(r.wall_s * 1000)),
    ...spread(ok.map((r) => Math.round(r.wall_s * 1000))),
    peak_rss_mb: Math.max(0, ...runs.map((r) => r.peak_rss_mb)),
    errors: runs.filter((r) => r.exit_status !== 0).map((r) => `exit ${r.exit_status}: ${r.message.slice(0, 300)}`),
  };
}

/** One mode's runs: choose to interactive Summary, best and median of the runs that got there, and the ratio to the CLI. */
function pageFigures(runs: readonly PageRun[], cliMedianMs: number | null) {
  const interactive = runs.flatMap((r) => (r.choose_to_summary_interactive_ms === undefined ? [] : [r.choose_to_summary_interactive_ms]));
  const { best_ms, median_ms } = spread(interactive);
  const ratio = median_ms === null || !cliMedianMs ? null : round(median_ms / cliMedianMs, 2);
  const serverResult = runs.flatMap((r) => (typeof r.choose_to_server_result_received_ms === 'number' ? [r.choose_to_server_result_received_ms] : []));
  return {
    choose_to_summary_interactive: { best_ms, median_ms, ratio_to_cli_median: ratio, within_limit: ratio === null ? null : ratio <= RATIO_LIMIT },
    ...(serverResult.length > 0 ? { choose_to_server_result_received: spread(serverResult) } : {}),
    completed_runs: interactive.length,
    tab_heap: heapFigures(runs),
    runs,
  };
}

function insightsFigures(runs: readonly PageRun[], cliMedianMs: number | null) {
  const visible = runs.flatMap((r) => (r.insights ? [r.insights.click_to_lists_visible_ms] : []));
  const { best_ms, median_ms } = spread(visible);
  return {
    click_to_lists_visible: { best_ms, median_ms },
    cli_median_ms: cliMedianMs,
    within_cli_time: median_ms === null || cliMedianMs === null ? null : median_ms <= cliMedianMs,
    completed_runs: visible.length,
  };
}

/** The highest heap of any of the runs. */
function heapFigures(runs: readonly PageRun[]) {
  const heaps = runs.flatMap((r) => (r.heap ? [r.heap] : []));
  const max = (pick: (h: NonNullable<PageRun['heap']>) => number) => (heaps.length === 0 ? null : Math.max(...heaps.map(pick)));
  const combined = max((h) => h.combined_max_mb);
  const rss = runs.flatMap((r) => (typeof r.renderer_peak_rss_mb === 'number' ? [r.renderer_peak_rss_mb] : []));
  return {
    page_max_mb: max((h) => h.page_max_mb),
    worker_max_mb: max((h) => h.worker_max_mb),
    combined_max_mb: combined,
    limit_mb: HEAP_LIMIT_MB,
    within_limit: combined === null ? null : combined <= HEAP_LIMIT_MB,
    array_buffers_max_mb: max((h) => h.sampled.array_buffers_max_mb),
    renderer_peak_rss_mb: rss.length === 0 ? null : Math.max(...rss),
  };
}

export function workbookFigures(workbook: AuditedWorkbook, cli: readonly CliMeasure[], server: readonly PageRun[], privateRuns: readonly PageRun[]) {
  const cliFigure = cliFigures(cli);
  return {
    workbook: workbook.label,
    file: workbook.fileName,
    mb: round(workbook.bytes / 1e6, 1),
    source: workbook.source,
    ...(workbook.note ? { note: workbook.note } : {}),
    cli: cliFigure,
    page_without_private_audit: pageFigures(server, cliFigure.median_ms),
    page_private_audit: pageFigures(privateRuns, cliFigure.median_ms),
    ...(workbook.insights
      ? { insights: insightsFigures(server, cliFigure.median_ms), insights_private_audit: insightsFigures(privateRuns, cliFigure.median_ms) }
      : {}),
    tab_heap_all_runs: heapFigures([...server, ...privateRuns]),
  };
}
