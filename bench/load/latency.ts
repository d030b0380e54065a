/**
 * Upload to result, one upload at a time: how long a user waits for the audit of a ~20 MB
 * workbook (polling the task every 25 ms, then fetching the result as a browser does).
 */
import { performance } from 'node:perf_hooks';
import { bearer, fetchResult, signUp, upload, waitForTask, type Session, type TaskStatus } from '../api/api-client.js';
import { workbookOfSize } from '../api/workbooks.js';

const POLL_MS = 25;

export interface LatencyRun {
  accepted_ms: number;
  /** When the audit task was first seen processing: a worker thread took it. */
  audit_started_ms: number;
  audit_completed_ms: number;
  result_fetched_ms: number;
  search_terms_completed_ms: number;
}

export async function measureLatency(url: string, bytes: Uint8Array, runs: number, warmUps: number) {
  const session = await signUp(url, 'latency');
  // Boots the worker threads (of every worker process, with luck) before timing.
  for (let i = 0; i < warmUps; i += 1) {
    const warm = await upload(session, workbookOfSize(1), 'warm-up.xlsx');
    await waitForTask(session, warm.bulk_task_id, POLL_MS);
    await waitForTask(session, warm.search_terms_task_id, POLL_MS);
  }
  const timed: LatencyRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now();
    const started = await upload(session, bytes, 'latency.xlsx');
    const accepted = performance.now();
    const { task: bulk, startedAt } = await followTask(session, started.bulk_task_id);
    const auditDone = performance.now();
    await fetchResult(session, started.bulk_task_id);
    const fetched = performance.now();
    const terms = await waitForTask(session, started.search_terms_task_id, POLL_MS);
    if (bulk.status !== 'completed' || terms.status !== 'completed') throw new Error(`tasks failed: ${bulk.error_logs ?? ''} ${terms.error_logs ?? ''}`);
    const ms = (t: number) => Math.round(t - t0);
    timed.push({ accepted_ms: ms(accepted), audit_started_ms: ms(startedAt), audit_completed_ms: ms(auditDone), result_fetched_ms: ms(fetched), search_terms_completed_ms: ms(performance.now()) });
  }
  const sorted = timed.map((r) => r.result_fetched_ms).sort((a, b) => a - b);
  return { runs: timed, median_upload_to_result_ms: sorted[Math.floor(sorted.length / 2)], best_upload_to_result_ms: sorted[0] };
}

/** Polls a task to its end, noting when it was first seen processing. */
async function followTask(session: Session, taskId: string): Promise<{ task: TaskStatus; startedAt: number }> {
  let startedAt = NaN;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not end in 300 s`);
    const task = (await (await fetch(`${session.url}/api/background-tasks/${taskId}`, { headers: bearer(session) })).json()) as TaskStatus;
    if (task.status !== 'pending' && Number.isNaN(startedAt)) startedAt = performance.now();
    if (task.status === 'completed' || task.status === 'failed') return { task, startedAt };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
