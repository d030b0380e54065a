/**
 * Benchmark: GET /api/insights on a big account, and what it costs the other users meanwhile.
 * One user uploads a bulk workbook with many search terms (about 200,000 in the default ~42 MB
 * file), then asks for its insights RUNS times in a row alone, and RUNS times more while another
 * user calls GET /api/auth/current every 20 ms. Prints JSON: the insights
 * times, and the other user's latency (p50/p99/max) at rest and while the insights are computed.
 *   npm run bench:api:insights -w bench           (BENCH_SERVER=sources to skip the build step)
 *   BENCH_MB=20 npm run bench:api:insights -w bench   (about 95,000 search terms, the default upload limit)
 */
import { performance } from 'node:perf_hooks';
import { bearer, signUp, upload, waitForTask, type Session } from './api-client.js';
import { startServer } from './server-process.js';

const MEGABYTES = Number(process.env.BENCH_MB ?? 42);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REST_MS = 3000;
/**
 * The other user calls every PROBE_PERIOD_MS (or as soon as the previous call answered, when it
 * took longer): the same load whether or not the server keeps up, a busy user, not a load generator.
 */
const PROBE_PERIOD_MS = 20;

// The server's upload limit must take the workbook; workbooks.ts sizes files by it when loaded.
process.env.BULK_UPLOAD_MAX_MB ??= String(Math.max(20, Math.ceil(MEGABYTES * 1.2)));
const { WORKBOOK_SOURCE, workbookOfSize } = await import('./workbooks.js');

type Latency = { calls: number; p50_ms: number; p99_ms: number; max_ms: number };

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
  return { calls: sorted.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: Number(sorted[sorted.length - 1].toFixed(1)) };
}

/** Calls GET /api/auth/current every PROBE_PERIOD_MS until stop(); answers each call's time. */
function probe(session: Session) {
  let running = true;
  const samples: number[] = [];
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(`${session.url}/api/auth/current`, { headers: bearer(session) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/auth/current answered ${response.status}`);
      const ms = performance.now() - t0;
      samples.push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_PERIOD_MS - ms)));
    }
    return samples;
  })();
  return { stop: () => ((running = false), done) };
}

/** GET /api/insights as the web app asks for it (compressed on the wire); the body is read, not parsed. */
async function insights(session: Session, uploadId: number): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const response = await fetch(`${session.url}/api/insights?upload_id=${uploadId}&target_acos=30&min_clicks=10`, { headers: { ...bearer(session), 'accept-encoding': 'br, gzip, deflate' } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /api/insights answered ${response.status}: ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - t0, bytes: body.byteLength };
}

async function uploadAndWait(session: Session, bytes: Uint8Array, fileName: string): Promise<{ uploadId: number; searchTerms: number }> {
  const started = await upload(session, bytes, fileName);
  const [bulk, terms] = [await waitForTask(session, started.bulk_task_id, 200), await waitForTask(session, started.search_terms_task_id, 200)];
  if (bulk.status !== 'completed' || terms.status !== 'completed') throw new Error(`tasks: ${bulk.error_logs ?? ''} ${terms.error_logs ?? ''}`);
  // "200,000 search terms ready."
  return { uploadId: started.upload_id, searchTerms: Number((terms.progress_message ?? '').replace(/[^\d]/g, '')) };
}

const bytes = workbookOfSize(MEGABYTES);
const server = await startServer({ BULK_UPLOAD_MAX_MB: process.env.BULK_UPLOAD_MAX_MB });
try {
  const owner = await signUp(server.url, 'owner');
  const other = await signUp(server.url, 'other');
  // Warm up the routes and the worker threads on a small account first.
  const warm = await uploadAndWait(owner, workbookOfSize(1), 'warm-up.xlsx');
  await insights(owner, warm.uploadId);
  await probe(other).stop();
  const big = await uploadAndWait(owner, bytes, `bench-${MEGABYTES}mb.xlsx`);

  const rest = probe(other);
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const atRest = latency(await rest.stop());

  const alone: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) alone.push(await insights(owner, big.uploadId));

  const busy = probe(other);
  const withOtherUser: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) withOtherUser.push(await insights(owner, big.uploadId));
  const duringInsights = latency(await busy.stop());

  const times = (runs: { ms: number }[]) => runs.map((r) => Math.round(r.ms));
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(
    JSON.stringify(
      {
        benchmark: 'api-insights-event-loop',
        server: server.mode,
        workbook_mb: Number((bytes.byteLength / 1e6).toFixed(2)),
        workbook_source: WORKBOOK_SOURCE,
        search_terms: big.searchTerms,
        insights: {
          alone_runs_ms: times(alone),
          alone_median_ms: median(times(alone)),
          with_other_user_runs_ms: times(withOtherUser),
          with_other_user_median_ms: median(times(withOtherUser)),
          answer_mb: Number((alone[0].bytes / 1e6).toFixed(2)),
        },
        other_user: { endpoint: 'GET /api/auth/current', period_ms: PROBE_PERIOD_MS, at_rest: atRest, during_insights: duringInsights },
        server_peak_rss_mb: Math.round(server.memory().peakRssMb),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
