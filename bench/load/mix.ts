/**
 * Signed-in users reading (campaigns, task results, search terms, notes) and writing notes
 * while other users' ~20 MB uploads are parsed. Each endpoint gets its own autocannon client,
 * so every endpoint has its own requests per second and latencies: at rest, then while the
 * uploads are processed.
 */
import autocannon, { type Result } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { bearer, fetchResult, signUp, upload, waitForTask, type Session } from '../api/api-client.js';

const CONNECTIONS_PER_ENDPOINT = 4;
const READERS = 4;
const REST_SECONDS = 5;

interface Endpoint {
  name: string;
  session: Session;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface EndpointFigures {
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  errors: number;
  non_2xx: number;
}

/** Starts autocannon on one endpoint; stop() ends it and answers its figures. */
function hammer(endpoint: Endpoint, seconds: number) {
  const started = performance.now();
  const headers: Record<string, string> = { ...bearer(endpoint.session), 'accept-encoding': 'br, gzip' };
  if (endpoint.body) headers['content-type'] = 'application/json';
  // method and body are autocannon options that bench/api/autocannon.d.ts leaves out.
  const options = { url: `${endpoint.session.url}${endpoint.path}`, method: endpoint.method ?? 'GET', body: endpoint.body, connections: CONNECTIONS_PER_ENDPOINT, duration: seconds, headers };
  const instance = autocannon(options);
  const done = new Promise<Result>((resolve, reject) => instance.on('done', resolve).on('error', reject));
  const figures = (r: Result): EndpointFigures => ({
    requests_per_second: Math.round(r.requests.total / ((performance.now() - started) / 1000)),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    errors: r.errors,
    non_2xx: r.non2xx,
  });
  return { done: () => done.then(figures), stop: () => (instance.stop(), done.then(figures)) };
}

async function hammerAll(endpoints: Endpoint[], seconds: number) {
  const running = endpoints.map((e) => ({ name: e.name, run: hammer(e, seconds) }));
  return {
    done: async () => Object.fromEntries(await Promise.all(running.map(async (r) => [r.name, await r.run.done()] as const))),
    stop: async () => Object.fromEntries(await Promise.all(running.map(async (r) => [r.name, await r.run.stop()] as const))),
  };
}

/** A reader with a processed upload of its own, and the ids its pages ask for. */
async function reader(url: string, bytes: Uint8Array, i: number) {
  const session = await signUp(url, `reader${i}`);
  const started = await upload(session, bytes, `reader${i}.xlsx`);
  await waitForTask(session, started.bulk_task_id);
  await waitForTask(session, started.search_terms_task_id);
  const campaigns = (await fetchResult(session, started.bulk_task_id)).body.campaigns as unknown as { id: string; ad_groups: { id: string }[] }[];
  const adGroupId = await busiestAdGroup(session, campaigns.flatMap((c) => c.ad_groups).slice(0, 30));
  const [listed, written] = [campaigns[0].id, campaigns[1]?.id ?? campaigns[0].id];
  for (let n = 0; n < 3; n += 1) await postNote(session, listed, `Seed note ${n}`);
  return { session, taskId: started.bulk_task_id, adGroupId, listedCampaign: listed, writtenCampaign: written };
}

async function postNote(session: Session, campaignId: string, content: string) {
  await fetch(`${session.url}/api/notes`, { method: 'POST', headers: { ...bearer(session), 'content-type': 'application/json' }, body: JSON.stringify({ content, campaign_id: campaignId }) });
}

/** The ad group with the most search terms (a full page). */
async function busiestAdGroup(session: Session, adGroups: { id: string }[]): Promise<string> {
  let best = { id: adGroups[0].id, total: -1 };
  for (const { id } of adGroups) {
    const page = (await (await fetch(`${session.url}/api/search-terms/${id}?limit=50`, { headers: bearer(session) })).json()) as { data?: { pagination: { total: number } } };
    const total = page.data?.pagination.total ?? 0;
    if (total > best.total) best = { id, total };
  }
  return best.id;
}

export async function measureMix(url: string, readerBytes: Uint8Array, uploadBytes: Uint8Array, uploaders: number) {
  const readers: Awaited<ReturnType<typeof reader>>[] = [];
  for (let i = 0; i < READERS; i += 1) readers.push(await reader(url, readerBytes, i));
  const r = (i: number) => readers[i % READERS];
  const endpoints: Endpoint[] = [
    { name: 'GET /api/bulk/campaigns', session: r(0).session, path: '/api/bulk/campaigns' },
    { name: 'GET /api/background-tasks/{id}/results', session: r(1).session, path: `/api/background-tasks/${r(1).taskId}/results` },
    { name: 'GET /api/search-terms/{ad_group_id}', session: r(2).session, path: `/api/search-terms/${r(2).adGroupId}?limit=50&offset=0` },
    { name: 'GET /api/notes', session: r(3).session, path: `/api/notes?campaign_id=${r(3).listedCampaign}` },
    { name: 'POST /api/notes', session: r(0).session, path: '/api/notes', method: 'POST', body: JSON.stringify({ content: 'Lower the bid by 10%', campaign_id: r(0).writtenCampaign }) },
  ];
  const uploaderSessions = await Promise.all(Array.from({ length: uploaders }, (_, i) => signUp(url, `uploader${i}`)));

  await (await hammerAll(endpoints, 2)).done(); // warm-up: first calls compile code paths
  const atRest = await (await hammerAll(endpoints, REST_SECONDS)).done();

  const busy = await hammerAll(endpoints, 600);
  const t0 = performance.now();
  const uploads = await Promise.all(
    uploaderSessions.map(async (session, i) => {
      const started = await upload(session, uploadBytes, `uploader${i}.xlsx`);
      const bulk = await waitForTask(session, started.bulk_task_id, 200);
      const terms = await waitForTask(session, started.search_terms_task_id, 200);
      return bulk.status === 'completed' && terms.status === 'completed';
    }),
  );
  const processingMs = Math.round(performance.now() - t0);
  const whileProcessing = await busy.stop();
  return {
    readers: READERS,
    connections: CONNECTIONS_PER_ENDPOINT * endpoints.length,
    uploaders,
    uploads_completed: uploads.filter(Boolean).length,
    processing_ms: processingMs,
    at_rest: atRest,
    while_processing: whileProcessing,
  };
}
