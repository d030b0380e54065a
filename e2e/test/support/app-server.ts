// Starts the BUILT app (server/dist serving web/dist) on a free port with a throw-away data
// directory, as `npm start` would run it, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'index.js');
const WEB_INDEX = path.join(REPO_ROOT, 'web', 'dist', 'index.html');

export interface RunningApp {
  url: string;
  dataDir: string;
  outboxDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Fails with a clear instruction when the build the journeys test is missing. */
export function assertBuilt(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The browser tests run the built app, but ${missing.map((f) => path.relative(REPO_ROOT, f)).join(' and ')} is missing: run \`npm run build\` first.`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Environment of the app under test: embedded SQLite, mail to the outbox, nothing external. */
function appEnvironment(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(SMTP_URL|DATABASE_|GOOGLE_|STRIPE_|JOB_|PGBOSS_|PUBLIC_URL|WEB_DIST)/.test(name)) delete env[name];
  }
  return { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', ...extra };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

/** `extraEnv` adds settings a journey needs (e.g. Stripe pointed at a local stand-in). */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  assertBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env: appEnvironment(port, dataDir, extraEnv), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-4000);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, outboxDir: path.join(dataDir, 'outbox'), output, stop };
}
