// `npm start`: runs the server (index.ts) in a session of its own, so that it can lower that
// session's priority without lowering the shell it was started from (lib/lower-session-priority.ts).
// This launcher passes Ctrl-C and SIGTERM on, and ends with the server's exit code; the server
// stops if the launcher is killed (its IPC channel closes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// index.js when built, index.ts when run from the sources (the tests).
const self = fileURLToPath(import.meta.url);
const entry = path.join(path.dirname(self), `index${path.extname(self)}`);
const server = spawn(process.execPath, [...process.execArgv, entry], {
  // A new session (setsid): out of the terminal's foreground group too, so signals come from here.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
