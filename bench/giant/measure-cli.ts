/** Runs `ads-auditor audit FILE` under /usr/bin/time -v: exit status, its message, wall time and peak RSS. */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'audit', 'bin', 'ads-auditor.js');

export interface CliMeasure {
  exit_status: number | null;
  message: string;
  wall_s: number;
  peak_rss_mb: number;
}

function field(report: string, label: string): string {
  return report.split('\n').find((line) => line.trim().startsWith(label))?.split(': ').at(-1)?.trim() ?? '';
}

/** `h:mm:ss` or `m:ss.cc` as seconds. */
function seconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export function measureCli(file: string, timeoutSeconds = 300): CliMeasure {
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, CLI, 'audit', file], { encoding: 'utf8', timeout: timeoutSeconds * 1000, maxBuffer: 64 << 20 });
  const stderr = run.stderr ?? '';
  const reportStart = stderr.indexOf('\tCommand being timed');
  const report = reportStart >= 0 ? stderr.slice(reportStart) : '';
  const message = (reportStart >= 0 ? stderr.slice(0, reportStart) : stderr).trim() || (run.status === 0 ? '(audit completed)' : '');
  return {
    exit_status: run.signal ? null : Number(field(report, 'Exit status') || run.status),
    message: run.signal ? `killed by ${run.signal} after ${timeoutSeconds} s` : message.replace(file, 'FILE'),
    wall_s: Number(seconds(field(report, 'Elapsed (wall clock) time')).toFixed(2)),
    peak_rss_mb: Math.round(Number(field(report, 'Maximum resident set size')) / 1024),
  };
}
