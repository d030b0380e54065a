/**
 * Benchmark (b): 4 users each upload a ~10 MB bulk workbook at once while 50 clients keep
 * calling GET /api/auth/current (25 connections) and paging search terms (25 connections)
 * with autocannon. Parsing runs on worker threads, so the API's latency stays low meanwhile.
 * Prints JSON: p50/p90/p99/max per endpoint, at rest and while the uploads are processed.
 *   npm run bench:api:load -w bench        (BENCH_SERVER=sources to skip the build step)
 */
import autocannon, { type Result } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { bearer, fetchResult, signUp, upload, waitForTask, type Session } from './api-client.js';
import { startServer } from './server-process.js';
import { WORKBOOK_SOURCE, workbookOfSize } from './workbooks.js';

const UPLOADERS = 4;
const CONNECTIONS_PER_ENDPOINT = 25;
const REST_SECONDS = 5;

type Latency = { p50: number; p90: number; p99: number; max: number; requests: number; errors: number; non2xx: number };

function pick(result: Result): Latency {
  return { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, requests: result.requests.total, errors: result.errors, non2xx: result.non2xx };
}

/** Starts autocannon on one path; stop() ends it and answers its latencies. */
function hammer(session: Session, path: string, seconds: number) {
  const instance = autocannon({ url: `${session.url}${path}`, connections: CONNECTIONS_PER_ENDPOINT, duration: seconds, headers: bearer(session) });
  const done = new Promise<Result>((resolve, reject) => instance.on('done', resolve).on('error', reject));
  return { done: () => done.then(pick), stop: () => (instance.stop(), done.then(pick)) };
}

/** An ad group of the reader's upload with many search terms (a realistic page). */
async function busiestAdGroup(session: Session, taskId: string): Promise<string> {
  const result = (await fetchResult(session, taskId)).body;
  let best = { id: '', total: -1 };
  for (const adGroup of result.campaigns.flatMap((c) => c.ad_groups).slice(0, 40)) {
    const page = (await (await fetch(`${session.url}/api/search-terms/${adGroup.id}?limit=50`, { headers: bearer(session) })).json()) as { data: { pagination: { total: number } } };
    if (page.data.pagination.total > best.total) best = { id: adGroup.id, total: page.data.pagination.total };
  }
  return best.id;
}

const bytes = workbookOfSize(10);
const server = await startServer();
try {
  const reader = await signUp(server.url, 'reader');
  const own = await upload(reader, workbookOfSize(2), 'reader.xlsx');
  await waitForTask(reader, own.bulk_task_id);
  await waitForTask(reader, own.search_terms_task_id);
  const adGroupId = await busiestAdGroup(reader, own.bulk_task_id);
  const searchTermsPath = `/api/search-terms/${adGroupId}?limit=50&offset=0`;
  const uploaders = await Promise.all(Array.from({ length: UPLOADERS }, (_, i) => signUp(server.url, `uploader${i}`)));

  // Warm the routes up (first calls compile code paths), then measure at rest.
  await Promise.all([hammer(reader, '/api/auth/current', 2).done(), hammer(reader, searchTermsPath, 2).done()]);
  const restCurrent = hammer(reader, '/api/auth/current', REST_SECONDS);
  const restTerms = hammer(reader, searchTermsPath, REST_SECONDS);
  const atRest = { current: await restCurrent.done(), search_terms: await restTerms.done() };

  const busyCurrent = hammer(reader, '/api/auth/current', 600);
  const busyTerms = hammer(reader, searchTermsPath, 600);
  const t0 = performance.now();
  const uploads = await Promise.all(
    uploaders.map(async (session, i) => {
      const started = await upload(session, bytes, `user${i}.xlsx`);
      const bulk = await waitForTask(session, started.bulk_task_id, 200);
      const auditMs = performance.now() - t0;
      const terms = await waitForTask(session, started.search_terms_task_id, 200);
      return { audit_completed_ms: Math.round(auditMs), search_terms_completed_ms: Math.round(performance.now() - t0), ok: bulk.status === 'completed' && terms.status === 'completed' };
    }),
  );
  const processingMs = Math.round(performance.now() - t0);
  const whileProcessing = { current: await busyCurrent.stop(), search_terms: await busyTerms.stop() };

  console.log(
    JSON.stringify(
      {
        benchmark: 'api-load-during-uploads',
        server: server.mode,
        workbook_mb: Number((bytes.byteLength / 1e6).toFixed(2)),
        workbook_source: WORKBOOK_SOURCE,
        uploaders: UPLOADERS,
        clients: CONNECTIONS_PER_ENDPOINT * 2,
        search_terms_page: searchTermsPath.replace(adGroupId, '{ad_group_id}'),
        latency_ms_at_rest: atRest,
        latency_ms_while_processing: whileProcessing,
        processing_ms: processingMs,
        uploads,
        server_peak_rss_mb: Math.round(server.memory().peakRssMb),
        target: 'p99 of both endpoints under 100 ms while processing',
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
