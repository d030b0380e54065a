import { defineConfig } from 'vitest/config';

/** Node-side suites resolve workspace packages to their TypeScript sources ("source" condition). */
export function nodeProject(name: string) {
  return defineConfig({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: {
      name,
      environment: 'node',
      include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
