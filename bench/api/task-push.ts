/**
 * Benchmark: how much sooner the page learns of an audit's completion from the task's event
 * stream than from its 2000 ms status polls. For each upload it follows the bulk task both ways
 * at once, from the upload's answer: the stream's final event, and a poll every 2000 ms as the
 * web app makes them. Prints JSON: per run and the medians.
 *   npm run bench:api:task-push -w bench        (BENCH_MB=2 by default, BENCH_RUNS=5)
 */
import { performance } from 'node:perf_hooks';
import { signUp, upload, waitForTask } from './api-client.js';
import { startServer } from './server-process.js';
import { finalTaskEvent } from './task-events.js';
import { WORKBOOK_SOURCE, workbookOfSize } from './workbooks.js';

const MEGABYTES = Number(process.env.BENCH_MB ?? 2);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The web app's interval (POLL_INTERVAL_MS). */
const POLL_INTERVAL_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bytes = workbookOfSize(MEGABYTES);
const server = await startServer();
try {
  const session = await signUp(server.url);
  // Boot the worker threads before timing.
  const warm = await upload(session, workbookOfSize(1), 'warm-up.xlsx');
  await waitForTask(session, warm.bulk_task_id);
  await waitForTask(session, warm.search_terms_task_id);

  const runs: { upload_to_event_ms: number; upload_to_poll_ms: number; poll_later_by_ms: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = await upload(session, bytes, `push-${run}.xlsx`);
    const accepted = performance.now();
    const [event, polled] = await Promise.all([
      finalTaskEvent(session, started.bulk_task_id),
      waitForTask(session, started.bulk_task_id, POLL_INTERVAL_MS).then(() => performance.now()),
    ]);
    if (event.task.status !== 'completed') throw new Error(`audit: ${event.task.error_logs ?? ''}`);
    runs.push({
      upload_to_event_ms: Math.round(event.at - accepted),
      upload_to_poll_ms: Math.round(polled - accepted),
      poll_later_by_ms: Math.round(polled - event.at),
    });
    await waitForTask(session, started.search_terms_task_id);
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'api-task-completion-push-vs-poll',
        server: server.mode,
        workbook_mb: Number((bytes.byteLength / 1e6).toFixed(2)),
        workbook_source: WORKBOOK_SOURCE,
        poll_interval_ms: POLL_INTERVAL_MS,
        runs,
        median_upload_to_event_ms: median(runs.map((r) => r.upload_to_event_ms)),
        median_upload_to_poll_ms: median(runs.map((r) => r.upload_to_poll_ms)),
        median_poll_later_by_ms: median(runs.map((r) => r.poll_later_by_ms)),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
