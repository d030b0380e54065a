// The server as its own process (the sources through tsx, as `npm run dev` without watching),
// for what only a process shows: signals, exit codes, file permissions.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `nobody`: file permissions do not bind root, so a test that needs them runs the server as this user. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The exit code once the process ended. */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Run as an unprivileged user when the tests run as root. */
  unprivileged?: boolean;
}

export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const asUser = options.unprivileged && process.getuid?.() === 0 ? UNPRIVILEGED : {};
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: env.DATA_DIR ?? process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...asUser,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (url) return { child, url, output: () => output, exited };
    if (ended || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Sends JSON (or nothing) with a bearer token; answers the status and the parsed body. */
export async function call(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: response.headers };
}
