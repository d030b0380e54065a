/**
 * Engine benchmark: `npm run bench:engine -w bench [-- --sizes 2,10 --runs 3 --options floor,audit]`.
 * For each generated workbook (2, 10, 20 MB) and each option, runs the option in fresh child
 * processes (peak RSS per option), takes the median time, and prints one JSON line per
 * measurement, then one line of ratios per file and the targets for the 20 MB file.
 * Runs against the built engine (packages/audit/dist): the npm script builds it first.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { OPTION_DESCRIPTIONS, OPTION_NAMES, type OptionName } from './options.js';
import { SIZES, workbookOfSize, type Size } from './workbooks.js';

interface Measurement {
  file: string;
  bytes: number;
  option: OptionName;
  seconds: number;
  rows: number | null;
  rows_per_second: number | null;
  peak_rss_mb: number;
  runs: number;
  seconds_each: number[];
}

const MEASURE = new URL('./measure.js', import.meta.url).pathname;
/** SheetJS takes about 12 s for 20 MB: one run of it is enough beyond the smallest file. */
const SHEETJS_RUNS_LARGE = 1;

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: SIZES.join(',') },
    runs: { type: 'string', default: '3' },
    options: { type: 'string', default: OPTION_NAMES.join(',') },
  },
});
const sizes = values.sizes.split(',').map(Number) as Size[];
const options = values.options.split(',') as OptionName[];
const runs = Number(values.runs);
for (const size of sizes) if (!SIZES.includes(size)) throw new Error(`--sizes: ${size} is not one of ${SIZES.join(', ')}`);
for (const option of options) if (!OPTION_NAMES.includes(option)) throw new Error(`--options: unknown ${option}`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const print = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

function measureOnce(option: OptionName, file: string): { seconds: number; rows: number | null; peak_rss_mb: number } {
  const output = execFileSync(process.execPath, [MEASURE, option, file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(output.trim().split('\n').at(-1)!);
}

function measure(option: OptionName, size: Size, file: string, workbookRows: number | null): Measurement {
  const count = option === 'sheetjs' && size > 2 ? Math.min(runs, SHEETJS_RUNS_LARGE) : runs;
  const each = Array.from({ length: count }, () => measureOnce(option, file));
  const seconds = median(each.map((m) => m.seconds));
  const rows = each[0].rows ?? workbookRows;
  return {
    file: basename(file),
    bytes: statSync(file).size,
    option,
    seconds: round(seconds),
    rows,
    rows_per_second: rows === null ? null : Math.round(rows / seconds),
    peak_rss_mb: round(Math.max(...each.map((m) => m.peak_rss_mb)), 1),
    runs: count,
    seconds_each: each.map((m) => round(m.seconds)),
  };
}

print({
  benchmark: 'engine',
  node: process.version,
  cpus: availableParallelism(),
  load_average_at_start: loadavg().map((x) => round(x, 2)),
  options: Object.fromEntries(options.map((o) => [o, OPTION_DESCRIPTIONS[o]])),
  note: 'seconds: median over runs, each in a fresh process; peak_rss_mb: the largest of those runs. Floor rows_per_second uses the reader\'s row count.',
});

const ratios = [];
for (const size of sizes) {
  const file = workbookOfSize(size);
  const results = new Map<OptionName, Measurement>();
  // The reader first, so the floor can be given the workbook's row count.
  const order = [...options].sort((a, b) => (a === 'reader' ? -1 : b === 'reader' ? 1 : 0));
  for (const option of order) {
    process.stderr.write(`${basename(file)}: ${option}...\n`);
    const result = measure(option, size, file, results.get('reader')?.rows ?? null);
    results.set(option, result);
    print(result);
  }
  const ratio = (a: OptionName, b: OptionName) => {
    const x = results.get(a);
    const y = results.get(b);
    return x && y ? round(x.seconds / y.seconds, 2) : null;
  };
  const summary = {
    file: basename(file),
    bytes: statSync(file).size,
    audit_over_floor: ratio('audit', 'floor'),
    sheetjs_over_audit: ratio('sheetjs', 'audit'),
    // The campaign audit alone (campaigns + summaries, no search terms): what the server's bulk task computes.
    audit_campaigns_over_floor: ratio('audit_campaigns', 'floor'),
    sheetjs_over_audit_campaigns: ratio('sheetjs', 'audit_campaigns'),
    reader_over_floor: ratio('reader', 'floor'),
    audit_peak_rss_mb: results.get('audit')?.peak_rss_mb ?? null,
  };
  ratios.push(summary);
  print(summary);
  if (size === 20) {
    print({
      targets_20mb: {
        audit_within_4x_floor: summary.audit_over_floor === null ? null : summary.audit_over_floor <= 4,
        at_least_15x_faster_than_sheetjs: summary.sheetjs_over_audit === null ? null : summary.sheetjs_over_audit >= 15,
        peak_rss_under_300_mb: summary.audit_peak_rss_mb === null ? null : summary.audit_peak_rss_mb < 300,
      },
    });
  }
}
print({ load_average_at_end: loadavg().map((x) => round(x, 2)) });
