/**
 * Benchmark (a): one ~20 MB bulk workbook, end to end against a real server process on the
 * embedded default (SQLite, worker threads): multipart upload -> tasks completed -> result
 * fetched. Prints JSON: the times and the server's peak memory (VmHWM).
 *   npm run bench:api:upload -w bench        (BENCH_SERVER=dist to run the build)
 *   BENCH_MB=64 BULK_UPLOAD_MAX_MB=80 npm run bench:api:upload -w bench   (a big agency account)
 */
import { performance } from 'node:perf_hooks';
import { fetchResult, signUp, upload, waitForTask } from './api-client.js';
import { startServer } from './server-process.js';
import { WORKBOOK_SOURCE, workbookOfSize } from './workbooks.js';

const MEGABYTES = Number(process.env.BENCH_MB ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const bytes = workbookOfSize(MEGABYTES);
const warmUp = workbookOfSize(1);
// A bigger limit (BULK_UPLOAD_MAX_MB) reaches the server, for the big-account run.
const server = await startServer(process.env.BULK_UPLOAD_MAX_MB ? { BULK_UPLOAD_MAX_MB: process.env.BULK_UPLOAD_MAX_MB } : {});
try {
  const session = await signUp(server.url);
  // Boot the worker threads (and, from sources, compile the engine) before timing.
  const warm = await upload(session, warmUp, 'warm-up.xlsx');
  await waitForTask(session, warm.bulk_task_id);
  await waitForTask(session, warm.search_terms_task_id);
  const idle = server.memory();

  const runs: Record<string, number | string | null>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const t0 = performance.now();
    const started = await upload(session, bytes, `bench-${MEGABYTES}mb.xlsx`);
    const accepted = performance.now();
    const bulk = await waitForTask(session, started.bulk_task_id, 25);
    const auditDone = performance.now();
    const result = await fetchResult(session, started.bulk_task_id);
    const fetched = performance.now();
    const searchTerms = await waitForTask(session, started.search_terms_task_id, 25);
    const searchTermsDone = performance.now();
    if (bulk.status !== 'completed' || searchTerms.status !== 'completed') throw new Error(`tasks: ${bulk.error_logs ?? ''} ${searchTerms.error_logs ?? ''}`);
    runs.push({
      upload_accepted_ms: Math.round(accepted - t0),
      audit_completed_ms: Math.round(auditDone - t0),
      result_fetched_ms: Math.round(fetched - t0),
      search_terms_completed_ms: Math.round(searchTermsDone - t0),
      result_download_ms: Math.round(result.downloadMs),
      result_json_parse_ms: Math.round(result.parseMs),
      result_encoding: result.encoding,
      result_json_mb: Number(result.jsonMb.toFixed(1)),
      campaigns: result.body.campaigns.length,
    });
  }
  const best = (key: string) => Math.min(...runs.map((r) => Number(r[key])));
  console.log(
    JSON.stringify(
      {
        benchmark: 'api-upload-end-to-end',
        server: server.mode,
        workbook_mb: Number((bytes.byteLength / 1e6).toFixed(2)),
        workbook_source: WORKBOOK_SOURCE,
        runs,
        best_upload_to_result_ms: best('result_fetched_ms'),
        best_upload_to_all_tasks_ms: Math.max(best('result_fetched_ms'), best('search_terms_completed_ms')),
        server_rss_idle_mb: Math.round(idle.rssMb),
        server_peak_rss_mb: Math.round(server.memory().peakRssMb),
        targets: { upload_to_result_ms: 2000, peak_rss_mb: 500 },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
