/**
 * The long fuzz run: `npm run fuzz -- --seconds 600` (from the repository root). Loops every fuzz
 * property in batches, each batch with a fresh seed, until the time is up; prints the cases run
 * and every failure with the seed and path that replay it:
 *   npm run fuzz -- --replay "<property name>" --seed <seed> --path <path>
 * The batches run in a child process watched by this one: a batch that stops reporting for
 * HANG_SECONDS (an endless loop) or kills its process (out of memory) is a failure too.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { CASE_TIMEOUT_MS } from './fuzz-property.js';
import { FUZZ_PROPERTIES } from './properties.js';

const BATCH_RUNS = 50;
const HANG_SECONDS = 30;
/** The child's heap: a property that needs more than this is itself a finding. */
const CHILD_HEAP_MB = 2048;

type Report =
  | { type: 'start'; property: string; seed: number }
  | { type: 'batch'; property: string; seed: number; runs: number }
  | { type: 'failure'; property: string; seed: number; runs: number; path: string; counterexample: string; error: string };

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    child: { type: 'boolean', default: false },
    replay: { type: 'string' },
    seed: { type: 'string' },
    path: { type: 'string' },
  },
});

const propertyNamed = (name: string) => {
  const found = FUZZ_PROPERTIES.find((p) => p.name === name);
  if (!found) throw new Error(`no fuzz property named ${JSON.stringify(name)}; known:\n${FUZZ_PROPERTIES.map((p) => p.name).join('\n')}`);
  return found;
};

/** Child mode: runs batches until the deadline and reports each as one JSON line on stdout. */
async function runBatches(deadline: number): Promise<void> {
  const say = (report: Report) => process.stdout.write(`${JSON.stringify(report)}\n`);
  for (let round = 0; Date.now() < deadline; round++) {
    for (const { name, property } of FUZZ_PROPERTIES) {
      if (Date.now() >= deadline) break;
      const seed = (Math.random() * 2 ** 31) | 0;
      say({ type: 'start', property: name, seed });
      const details = await fc.check(property, { numRuns: BATCH_RUNS, seed, timeout: CASE_TIMEOUT_MS });
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? (details.errorInstance.stack ?? details.errorInstance.message) : String(details.errorInstance);
        say({ type: 'failure', property: name, seed, runs: details.numRuns, path: details.counterexamplePath ?? '', counterexample: fc.stringify(details.counterexample).slice(0, 2000), error: error.slice(0, 2000) });
      } else {
        say({ type: 'batch', property: name, seed, runs: details.numRuns });
      }
    }
  }
}

/** Parent mode: keeps a child running batches until the time is up, watching it for hangs and crashes. */
async function supervise(seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  const script = fileURLToPath(import.meta.url);
  const cases = new Map<string, number>(FUZZ_PROPERTIES.map((p) => [p.name, 0]));
  const failures: Report[] = [];
  while (Date.now() < deadline - 1000) {
    const remaining = Math.ceil((deadline - Date.now()) / 1000);
    const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, '--conditions=source', '--import', 'tsx', script, '--child', '--seconds', String(remaining)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let last: Report | null = null;
    let lastAt = Date.now();
    let hung = false;
    const watchdog = setInterval(() => {
      if (Date.now() - lastAt > HANG_SECONDS * 1000) {
        hung = true;
        child.kill('SIGKILL');
      }
    }, 1000);
    for await (const line of createInterface({ input: child.stdout! })) {
      const report = JSON.parse(line) as Report;
      last = report;
      lastAt = Date.now();
      if (report.type === 'batch') cases.set(report.property, cases.get(report.property)! + report.runs);
      if (report.type === 'failure') {
        cases.set(report.property, cases.get(report.property)! + report.runs);
        failures.push(report);
        console.log(`FAILURE in "${report.property}" (seed ${report.seed}, path ${report.path}):\n  ${report.counterexample}\n  ${report.error.split('\n')[0]}`);
      }
    }
    const code: number | null = child.exitCode ?? (await new Promise<number | null>((resolve) => child.once('exit', resolve)));
    clearInterval(watchdog);
    const current = last as Report | null;
    if ((hung || code !== 0) && current?.type === 'start') {
      const error = hung ? `no answer for ${HANG_SECONDS} s (hang)` : `the process died (exit ${code}, out of memory?)`;
      failures.push({ type: 'failure', property: current.property, seed: current.seed, runs: 0, path: '', counterexample: '', error });
      console.log(`FAILURE in "${current.property}" (seed ${current.seed}): ${error}`);
    }
  }
  const total = [...cases.values()].reduce((a, b) => a + b, 0);
  console.log(`\nfuzz: ${total.toLocaleString('en-US')} cases in ${seconds} s, ${failures.length} failure(s)`);
  for (const [name, count] of cases) console.log(`  ${String(count).padStart(8)}  ${name}`);
  for (const failure of failures) {
    if (failure.type !== 'failure') continue;
    const path = failure.path ? ` --path ${failure.path}` : '';
    console.log(`replay: npm run fuzz -- --replay ${JSON.stringify(failure.property)} --seed ${failure.seed}${path}`);
  }
  process.exitCode = failures.length === 0 ? 0 : 1;
}

/** Replays one failure: the same seed (and path) shrinks to the same counterexample. */
async function replay(name: string, seed: number, path: string | undefined): Promise<void> {
  const { property } = propertyNamed(name);
  await fc.assert(property, { numRuns: BATCH_RUNS, seed, path, timeout: CASE_TIMEOUT_MS, verbose: true });
  console.log('passed: no failure with this seed');
}

if (values.replay !== undefined) await replay(values.replay, Number(values.seed), values.path);
else if (values.child) await runBatches(Date.now() + Number(values.seconds) * 1000);
else await supervise(Number(values.seconds));
