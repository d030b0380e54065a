/**
 * Compiles the server and the audit engine from their current sources into bench/out/api-server/
 * (plain JavaScript, as `npm run build` makes them), without touching the workspaces' own dist
 * folders. The engine is placed in a node_modules folder there, so the compiled server imports
 * it as it imports @ads-auditor/audit in production; other packages resolve from the repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUILD_DIR = join(REPO, 'bench', 'out', 'api-server');
export const BUILT_ENTRY = join(BUILD_DIR, 'server', 'index.js');

function tsc(project: string, outDir: string): void {
  const compiler = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [compiler, '-p', project, '--outDir', outDir, '--declaration', 'false', '--sourceMap', 'false'], { cwd: REPO, encoding: 'utf8' });
  // Type errors still emit JavaScript: report them, fail only when nothing was written.
  if (run.status !== 0) console.error(`tsc -p ${project} reported:\n${run.stdout}${run.stderr}`);
}

export function buildServer(): string {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const engine = join(BUILD_DIR, 'node_modules', '@ads-auditor', 'audit');
  mkdirSync(engine, { recursive: true });
  writeFileSync(
    join(engine, 'package.json'),
    JSON.stringify({ name: '@ads-auditor/audit', type: 'module', exports: { '.': './dist/index.js', './node': './dist/node.js', './fixtures': './dist/fixtures/index.js' } }),
  );
  tsc('packages/audit/tsconfig.build.json', join(engine, 'dist'));
  tsc('server/tsconfig.build.json', join(BUILD_DIR, 'server'));
  return BUILT_ENTRY;
}
