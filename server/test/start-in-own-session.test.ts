// `npm start`'s launcher: the server runs in a session of its own, lowered, stops with Ctrl-C
// through the launcher, and does not outlive a launcher that is killed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '../src/lib/lower-session-priority.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function until<T>(read: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

async function launch() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-launch-'));
  dirs.push(dataDir);
  const launcher = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/start-in-own-session.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
  const url = await until(() => output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1], `the server to listen:\n${output}`);
  const priority = JSON.parse(output.split('\n').find((line) => line.includes('scheduling priority'))!) as { pid: number; sessionPriority: string };
  return { launcher, url, server: priority.pid, sessionPriority: priority.sessionPriority, exited };
}

describe('npm start (start-in-own-session)', () => {
  it('runs the server in its own, lowered session and stops it with Ctrl-C', async () => {
    const run = await launch();
    try {
      expect((await fetch(`${run.url}/api/health`)).ok).toBe(true);
      expect(run.server).not.toBe(run.launcher.pid);
      expect(sessionIdOf(fs.readFileSync(`/proc/${run.server}/stat`, 'utf8'))).toBe(run.server);
      expect(run.sessionPriority).toBe('lowered');
      expect(fs.readFileSync(`/proc/${run.server}/autogroup`, 'utf8')).toMatch(/nice 10\b/);
      // This test's own session is left as it was.
      expect(fs.readFileSync('/proc/self/autogroup', 'utf8')).not.toMatch(/nice 10\b/);
    } finally {
      run.launcher.kill('SIGINT');
    }
    expect(await run.exited).toBe(0);
    expect(alive(run.server)).toBe(false);
  });

  it('does not leave the server running when the launcher is killed', async () => {
    const run = await launch();
    run.launcher.kill('SIGKILL');
    await run.exited;
    await until(() => (alive(run.server) ? undefined : true), 'the server to stop');
    expect(alive(run.server)).toBe(false);
  });
});
