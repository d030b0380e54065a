/**
 * Uploads each giant file to a real server as one signed-in user while a second signed-in user
 * keeps calling GET /api/auth/current and GET /api/notes/; reports how each upload ended (HTTP
 * answer, or the tasks' status and message and how long they took), the server's peak RSS
 * while it was processed, and the other user's latencies meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { bearer, signUp, waitForTask, type Session } from '../api/api-client.js';
import { startServer } from '../api/server-process.js';
import type { GiantFile } from './giant-files.js';
import { readFileSync } from 'node:fs';

const READER_LOOPS = 2;
const READER_PATHS = ['/api/auth/current', '/api/notes/?campaign_id=111111111111111'];
const RSS_POLL_MS = 20;
const AT_REST_MS = 3_000;

export interface ServerMeasure {
  http_status: number;
  /** The tasks' end (or the HTTP error's detail). */
  outcome: string;
  ended_within_s: number;
  server_peak_rss_mb: number;
  other_user: Latencies;
}

interface Latencies {
  requests: number;
  errors: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** The second user: back-to-back requests on READER_LOOPS connections until stopped. */
function keepRequesting(session: Session): () => Promise<Latencies> {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${session.url}${READER_PATHS[i % READER_PATHS.length]}`, { headers: bearer(session) });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const loops = Array.from({ length: READER_LOOPS }, (_, i) => loop(i));
  return async () => {
    running = false;
    await Promise.all(loops);
    const sorted = [...latencies].sort((a, b) => a - b);
    return { requests: sorted.length, errors, p50_ms: percentile(sorted, 50), p99_ms: percentile(sorted, 99), max_ms: Number((sorted.at(-1) ?? NaN).toFixed(1)) };
  };
}

/** The highest VmRSS seen while `work` runs (polled), in MB. */
async function peakRssDuring<T>(pid: number, rssMb: () => number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = rssMb();
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb());
    } catch {
      // the process is gone: the result says so
    }
  }, RSS_POLL_MS);
  try {
    return { result: await work(), peakMb: Math.round(Math.max(peak, rssMb())) };
  } finally {
    clearInterval(timer);
  }
}

async function uploadAndWait(uploader: Session, file: GiantFile): Promise<Pick<ServerMeasure, 'http_status' | 'outcome' | 'ended_within_s'>> {
  const t0 = performance.now();
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file.path)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'giant.xlsx');
  const response = await fetch(`${uploader.url}/api/bulk/upload`, { method: 'POST', headers: bearer(uploader), body: form });
  const body = (await response.json()) as { detail?: string; bulk_task_id?: string; search_terms_task_id?: string };
  if (!response.ok || !body.bulk_task_id || !body.search_terms_task_id) {
    return { http_status: response.status, outcome: `HTTP ${response.status}: ${body.detail ?? JSON.stringify(body)}`, ended_within_s: Number(((performance.now() - t0) / 1000).toFixed(2)) };
  }
  const [bulk, terms] = await Promise.all([waitForTask(uploader, body.bulk_task_id, 50, 300_000), waitForTask(uploader, body.search_terms_task_id, 50, 300_000)]);
  const describe = (task: typeof bulk) => `${task.status}${task.error_logs ? `: ${task.error_logs}` : ''}`;
  return { http_status: response.status, outcome: `audit ${describe(bulk)} | search terms ${describe(terms)}`, ended_within_s: Number(((performance.now() - t0) / 1000).toFixed(2)) };
}

export async function measureServer(files: GiantFile[]): Promise<{ mode: string; idle_rss_mb: number; other_user_at_rest: Latencies; measures: ServerMeasure[] }> {
  const server = await startServer({ BULK_UPLOAD_MAX_MB: '20' });
  try {
    const uploader = await signUp(server.url, 'giant-uploader');
    const reader = await signUp(server.url, 'giant-reader');
    // Warm the reader's routes (the first calls compile code paths) before measuring.
    await keepRequesting(reader)();
    const idle = Math.round(server.memory().rssMb);
    // The same requests with no upload: on a shared machine, the baseline the figures below compare with.
    const stopAtRest = keepRequesting(reader);
    await new Promise((resolve) => setTimeout(resolve, AT_REST_MS));
    const atRest = await stopAtRest();
    const measures: ServerMeasure[] = [];
    for (const file of files) {
      const stopReader = keepRequesting(reader);
      const { result, peakMb } = await peakRssDuring(server.pid, () => server.memory().rssMb, () => uploadAndWait(uploader, file));
      measures.push({ ...result, server_peak_rss_mb: peakMb, other_user: await stopReader() });
    }
    return { mode: server.mode, idle_rss_mb: idle, other_user_at_rest: atRest, measures };
  } finally {
    await server.stop();
  }
}
