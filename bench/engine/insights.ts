/**
 * Insights benchmark: `npm run bench:insights -w bench [-- --terms 200000 --runs 5]`.
 * Generates search term records and a campaign tree (insights-data.ts), then times
 * computeInsights (n-grams, wasted spend, negatives, harvest, conflicts) and prints one JSON line:
 * the median and every run, wall and CPU time (process.cpuUsage: a loaded machine stretches the
 * wall time, not the CPU time), in milliseconds. Target: under 1 s for 200,000 search terms.
 * Runs on the TypeScript sources (--conditions=source).
 */
import { parseArgs } from 'node:util';
import { computeInsights, type InsightsResult } from '@ads-auditor/audit';
import { CAMPAIGNS, insightsBenchInput } from './insights-data.js';

const { values } = parseArgs({ options: { terms: { type: 'string', default: '200000' }, runs: { type: 'string', default: '5' } } });
const TERMS = Number(values.terms);
const RUNS = Number(values.runs);

const input = insightsBenchInput(TERMS);
const times: number[] = [];
const cpuTimes: number[] = [];
let result: InsightsResult | undefined;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  result = computeInsights(input, { min_clicks: 10 });
  const cpu = process.cpuUsage(cpuStart);
  times.push(Math.round(performance.now() - start));
  cpuTimes.push(Math.round((cpu.user + cpu.system) / 1000));
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(JSON.stringify({
  bench: 'insights',
  search_terms: TERMS,
  campaigns: CAMPAIGNS,
  median_ms: median(times),
  median_cpu_ms: median(cpuTimes),
  runs_ms: times,
  runs_cpu_ms: cpuTimes,
  target_ms: 1000,
  grams: result!.ngrams.total_grams,
  negative_suggestions: result!.total_negative_suggestions,
  harvest_suggestions: result!.total_harvest_suggestions,
  term_conflicts: result!.total_term_conflicts,
  wasted_rows: result!.wasted_spend.targets.total_rows + result!.wasted_spend.search_terms.total_rows,
  peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
}));
