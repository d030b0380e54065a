/**
 * Load on the API with either database, with or without separate worker processes. Each
 * scenario runs on a fresh server (and fresh PostgreSQL schemas); prints JSON. See README.md.
 *   npm run bench:load -w bench -- --db postgres --workers 2 [--scenarios mix,admission,latency]
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildServer } from '../api/build-server.js';
import { WORKBOOK_SOURCE, workbookOfSize } from '../api/workbooks.js';
import { measureAdmission } from './admission.js';
import { measureLatency } from './latency.js';
import { measureMix } from './mix.js';
import { startStack, type Db, type Stack } from './stack.js';

const SAMPLE = '/work/shared/samples/zvalves_bulk.xlsx';
const SCENARIOS = ['latency', 'mix', 'admission'] as const;

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    workers: { type: 'string', default: '0' },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    mb: { type: 'string', default: '20' },
    uploads: { type: 'string', default: '20' },
    uploaders: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
  },
});
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const db: Db = values.db;
const workers = Number(values.workers);
const scenarios = values.scenarios.split(',').map((s) => s.trim());
for (const s of scenarios) if (!(SCENARIOS as readonly string[]).includes(s)) throw new Error(`unknown scenario ${s} (use ${SCENARIOS.join(', ')})`);

const big = workbookOfSize(Number(values.mb));
// Readers browse the audit of a real account when the genuine sample is there.
const readerWorkbook = existsSync(SAMPLE) ? { bytes: new Uint8Array(readFileSync(SAMPLE)), source: 'zvalves_bulk.xlsx (genuine sample)' } : { bytes: workbookOfSize(2), source: `${WORKBOOK_SOURCE}, 2 MB` };

// Compiled once from the current sources; every scenario's server then runs that build.
if (process.env.BENCH_SERVER !== 'sources') buildServer();

async function onFreshStack<T>(work: (stack: Stack) => Promise<T>) {
  const stack = await startStack({ db, workers });
  try {
    const figures = await work(stack);
    const waits = await stack.queueWaitsMs();
    return { ...figures, peak_rss_mb: stack.peakRssMb(), ...(waits.length > 0 && { pg_boss_queue_wait_ms: waits }) };
  } finally {
    await stack.stop();
  }
}

const report: Record<string, unknown> = {
  benchmark: 'api-load',
  db,
  worker_processes: workers,
  jobs_run_in: workers > 0 ? `${workers} worker processes (JOB_RUN_IN_API=false)` : 'the API process',
  server: process.env.BENCH_SERVER === 'sources' ? 'sources' : 'build',
  upload_workbook_mb: Number((big.byteLength / 1e6).toFixed(2)),
  upload_workbook_source: WORKBOOK_SOURCE,
  reader_workbook: readerWorkbook.source,
};
for (const scenario of scenarios) {
  console.error(`bench:load ${db} workers=${workers}: ${scenario}...`);
  if (scenario === 'latency') report.latency = await onFreshStack((s) => measureLatency(s.url, big, Number(values.runs), Math.max(1, workers * 2)));
  if (scenario === 'mix') report.mix = await onFreshStack((s) => measureMix(s.url, readerWorkbook.bytes, big, Number(values.uploaders)));
  if (scenario === 'admission') report.admission = await onFreshStack((s) => measureAdmission(s.url, big, Number(values.uploads)));
}
console.log(JSON.stringify(report, null, 2));
