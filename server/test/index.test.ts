// The entry point (`npm start` runs dist/index.js; here the sources): starts with no
// configuration at all, and refuses a bad one with the problems listed and no stack trace.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the server entry point', () => {
  it('starts with only a data directory and a port, creates its database and answers', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-start-'));
    dirs.push(dataDir);
    const server = start({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    try {
      let url: string | undefined;
      const deadline = Date.now() + 20_000;
      while (!url && Date.now() < deadline) {
        url = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(url, server.output()).toBeDefined();
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', dialect: 'sqlite' });
      await expect(fs.stat(path.join(dataDir, 'ads-auditor.sqlite'))).resolves.toBeTruthy();
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('refuses a bad configuration, listing the problems, with no stack trace', async () => {
    const server = start({ PORT: 'eighty', DATABASE_URL: 'mysql://db/ads' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n {2}- PORT must be a whole number/);
    expect(server.output()).toContain('DATABASE_URL must be a postgres:// URL');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
