#!/usr/bin/env node
// The `ads-auditor` command. Runs the built CLI (dist/) when the package has been built, else the
// TypeScript source through tsx (a devDependency of the repository), so it works right after
// `npm install`. ADS_AUDITOR_FROM_SOURCE=1 forces the source (tests use it).
import { existsSync } from 'node:fs';

// `ads-auditor ... | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const built = new URL('../dist/cli/main.js', import.meta.url);
const fromSource = process.env.ADS_AUDITOR_FROM_SOURCE === '1' || !existsSync(built);
let cli;
if (fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = await import(new URL('../src/cli/main.ts', import.meta.url).href);
} else {
  cli = await import(built.href);
}
process.exitCode = await cli.runCli(process.argv.slice(2));
