// @ts-check
/**
 * One measurement in a fresh process, so the peak RSS is this option's alone:
 * `node engine/measure.js OPTION FILE` prints {seconds, rows, peak_rss_mb}.
 * The time runs from the start of the read to its result; process start-up and module
 * loading are not in it (a worker thread's start-up is: it is part of the parallel audit).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFileShared } from '@ads-auditor/audit/node';
import { OPTIONS, OPTION_NAMES } from './options.js';

/** The file in shared memory, as the CLI reads it (the parallel audit then shares it with its worker). */
async function readShared(/** @type {string} */ path) {
  const shared = await readFileShared(path);
  return Buffer.from(shared.buffer, shared.byteOffset, shared.length);
}

/**
 * Peak RSS of this process. On Linux getrusage's maxRSS survives exec, so a child would inherit
 * the parent's peak: VmHWM of /proc/self/status belongs to this program alone.
 */
/** @returns {number} */
function peakRssKb() {
  if (existsSync('/proc/self/status')) {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  }
  return process.resourceUsage().maxRSS;
}

const [option, file] = /** @type {[import('./options.js').OptionName, string]} */ (process.argv.slice(2));
if (!OPTION_NAMES.includes(option) || !file) {
  process.stderr.write(`usage: measure.js ${OPTION_NAMES.join('|')} FILE\n`);
  process.exit(2);
}
const bytes = await readShared(file);
const started = performance.now();
const rows = await OPTIONS[option](bytes);
const seconds = (performance.now() - started) / 1000;
const peakRssMb = peakRssKb() / 1024;
process.stdout.write(`${JSON.stringify({ seconds, rows, peak_rss_mb: peakRssMb })}\n`);
