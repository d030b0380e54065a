/**
 * The built web app the benchmark serves: `vite build` of web/ into bench/out/web/dist/, so
 * the workspace's own web/dist (which the e2e suite runs) is never touched (a folder named dist,
 * which lint:cycles leaves out, as it does every build). BENCH_WEB_DIST
 * names an existing build instead (e.g. web/dist) and skips the step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(REPO, 'bench', 'out', 'web', 'dist');

export function buildWeb(): string {
  const given = process.env.BENCH_WEB_DIST?.trim();
  if (given) {
    // Relative to where npm was started (npm runs the script from bench/).
    const dir = resolve(process.env.INIT_CWD ?? process.cwd(), given);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`BENCH_WEB_DIST=${given} has no index.html`);
    return dir;
  }
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], { cwd: join(REPO, 'web'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`vite build of web/ failed:\n${run.stdout}${run.stderr}`);
  return OUT_DIR;
}
