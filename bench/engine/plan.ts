/**
 * Plan benchmark: `npm run bench:plan -w bench [-- --runs 5 --campaigns 900 --targets 200000]`.
 * Two measurements, one JSON line each (median and every run, wall and CPU milliseconds):
 * - buildPlan over a generated 900-campaign workbook (its source read by readPlanSource and its
 *   insights computed beforehand; their times are printed too). Target: under 300 ms.
 * - buildPlan over 200,000 keywords and product targets (plan-data.ts). Target: under 1 s.
 * Runs on the TypeScript sources (--conditions=source). Wall and CPU time are both printed: a
 * loaded machine stretches the wall time far more than the CPU time.
 */
import { parseArgs } from 'node:util';
import { buildPlan, computeInsights, type Plan, type PlanInput, type PlanSource } from '@ads-auditor/audit';
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';
import { auditBulkWorkbook, readPlanSource, readSearchTerms } from '@ads-auditor/audit/node';
import { planBenchSource } from './plan-data.js';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, campaigns: { type: 'string', default: '900' }, targets: { type: 'string', default: '200000' } },
});
const RUNS = Number(values.runs);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

function time(input: PlanInput, settings: Parameters<typeof buildPlan>[1]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let plan: Plan | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    plan = buildPlan(input, settings);
    const used = process.cpuUsage(cpuStart);
    wall.push(Math.round(performance.now() - start));
    cpu.push(Math.round((used.user + used.system) / 1000));
  }
  const counts: Record<string, number> = {};
  for (const item of plan!.items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  return { median_ms: median(wall), median_cpu_ms: median(cpu), runs_ms: wall, runs_cpu_ms: cpu, items: counts, held: plan!.total_held };
}

const campaigns = Number(values.campaigns);
const bytes = generateBulkWorkbook({ campaigns });
let start = performance.now();
const source = await readPlanSource(bytes);
const readMs = Math.round(performance.now() - start);
start = performance.now();
const audit = await auditBulkWorkbook(bytes);
const insights = computeInsights({ campaigns: audit.campaigns, search_terms: (await readSearchTerms(bytes)).search_terms });
const insightsMs = Math.round(performance.now() - start);
console.log(JSON.stringify({
  bench: 'plan_workbook', campaigns, workbook_bytes: bytes.length, targets: source.targets.length, read_source_ms: readMs, audit_and_insights_ms: insightsMs,
  target_ms: 300, ...time({ source, insights }, { period_days: 30 }),
}));

const targets = Number(values.targets);
// Laid out as a reader or the server loads it (one record after another), not interleaved with the generator's garbage.
const large = JSON.parse(JSON.stringify(planBenchSource(targets))) as PlanSource;
console.log(JSON.stringify({
  bench: 'plan_targets', targets: large.targets.length, campaigns: large.campaigns.length, target_ms: 1000, ...time({ source: large, insights: null }, { period_days: 30 }),
  peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
}));
