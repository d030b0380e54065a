/**
 * Giant inputs against the CLI and the server: `npm run bench:giant -w bench`.
 * Writes the files into a temporary folder (streamed; about 30 MB on disk), then for each prints
 * the CLI's exit status, message, wall time and peak RSS, and the server's answer, how soon the
 * tasks ended, its peak RSS and another user's latencies meanwhile. JSON on stdout.
 * GIANT_ONLY=1,3 picks files by number; GIANT_SKIP_SERVER=1 measures the CLI only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeGiantFiles } from './giant-files.js';
import { measureCli } from './measure-cli.js';
import { measureServer } from './measure-server.js';

const only = process.env.GIANT_ONLY?.split(',').map((n) => Number(n) - 1);
const folder = mkdtempSync(join(tmpdir(), 'ads-auditor-giant-'));
try {
  console.error(`writing the giant files into ${folder} ...`);
  const files = await writeGiantFiles(folder, only);
  const cli = files.map((file) => {
    console.error(`CLI: ${file.name} ...`);
    return { file: file.name, ...measureCli(file.path) };
  });
  console.error('server: building and starting ...');
  const server = process.env.GIANT_SKIP_SERVER === '1' ? null : await measureServer(files);
  console.log(
    JSON.stringify(
      {
        benchmark: 'giant-inputs',
        // The machine is shared: a load above the core count slows the worker threads, which run at a lower priority.
        load_average_1min: Number(loadavg()[0].toFixed(1)),
        files: files.map((f) => ({ file: f.name, upload_mb: Number((f.bytes / 1e6).toFixed(2)), inflates_to_mb: Math.round(f.inflatedBytes / 1e6) })),
        cli,
        server: server && { mode: server.mode, idle_rss_mb: server.idle_rss_mb, other_user_at_rest: server.other_user_at_rest, uploads: server.measures.map((m, i) => ({ file: files[i].name, ...m })) },
        targets: { ended_within_s: 'a few seconds', other_user_p99_ms: 100 },
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
