/**
 * Starts the API server as its own process on a free port with a temporary DATA_DIR, as
 * `npm start` would, and reads its peak memory (VmHWM: the resident set's high-water mark,
 * worker threads included) from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_ENTRY, buildServer } from './build-server.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServerMode = 'build' | 'sources';

export interface ServerProcess {
  url: string;
  pid: number;
  /** How it was started: compiled from the current sources (as `npm start` runs), or the sources through tsx. */
  mode: ServerMode;
  /** The scheduling group it runs in (/proc/PID/autogroup), e.g. '/autogroup-91 nice 10'. */
  session(): string;
  /** Peak and current resident memory of the process, in MB. */
  memory(): { peakRssMb: number; rssMb: number };
  stop(): Promise<void>;
}

export function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/**
 * By default the server and the engine are compiled first (build-server.ts) and run as plain
 * JavaScript, as in production. BENCH_SERVER=sources runs the TypeScript sources through tsx
 * instead (quicker to start; every thread then carries the TypeScript loader, which costs memory).
 * ownSession: the server leads a session of its own, as under `npm start` or a service manager, and
 * so lowers its priority below the browser's (server/src/lib/lower-session-priority.ts). Otherwise
 * it shares this benchmark's session, where it keeps a normal priority.
 */
export async function startServer(env: Record<string, string> = {}, { reuseBuild = false, ownSession = false } = {}): Promise<ServerProcess> {
  const mode: ServerMode = process.env.BENCH_SERVER === 'sources' ? 'sources' : 'build';
  // reuseBuild: a benchmark starting several servers compiles once.
  const entry = mode === 'build' ? [reuseBuild && existsSync(BUILT_ENTRY) ? BUILT_ENTRY : buildServer()] : ['--conditions=source', '--import', 'tsx', 'server/src/index.ts'];
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-auditor-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNUP: '1000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_UPLOAD: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownSession,
  });
  // A benchmark that fails midway must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(url, child, () => output);
  return {
    url,
    pid: child.pid!,
    mode,
    session: () => {
      try {
        return readFileSync(`/proc/${child.pid!}/autogroup`, 'utf8').trim();
      } catch {
        return 'unknown';
      }
    },
    memory: () => ({ peakRssMb: statusField(child.pid!, 'VmHWM'), rssMb: statusField(child.pid!, 'VmRSS') }),
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port free right now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
