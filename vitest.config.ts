import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One command runs every suite; each workspace owns its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/audit', 'server', 'server/vitest.isolated.config.ts', 'web', 'web/vitest.isolated.config.ts', 'e2e'],
    // Vitest's default for `run` is one worker fewer than the CPUs: on a 2-core CI machine that
    // is ONE worker, so every file of audit, server and web ran one after another while the
    // second core idled. Two at least, the browser journeys included.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
