/**
 * `npm run worker` as its own process: the compiled dist/worker.js next to the API's build
 * (bench/api/build-server.ts), or server/src/worker.ts through tsx with BENCH_SERVER=sources.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_ENTRY } from '../api/build-server.js';
import { statusField } from '../api/server-process.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY_LINE = 'waiting for audit jobs';

export interface WorkerProcess {
  peakRssMb(): number;
  stop(): Promise<void>;
}

export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const entry = process.env.BENCH_SERVER === 'sources' ? ['--conditions=source', '--import', 'tsx', 'server/src/worker.ts'] : [join(dirname(BUILT_ENTRY), 'worker.js')];
  const child = spawn(process.execPath, entry, {
    cwd: REPO,
    // info: the worker says when it is ready.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Keep only the start: a worker logs every job.
      if (output.length < 20_000) output += chunk.toString();
      if (output.includes(READY_LINE)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`the worker process exited:\n${output}`)));
    setTimeout(() => reject(new Error(`the worker process did not start:\n${output}`)), 30_000).unref();
  });
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { peakRssMb: () => statusField(child.pid!, 'VmHWM'), stop };
}
