import { defineConfig } from 'vitest/config';

// One command runs every suite; each workspace owns its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/audit', 'server', 'web', 'e2e'],
  },
});
