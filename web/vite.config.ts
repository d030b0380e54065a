import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { yogaWasmWithoutFetch } from './build/yoga-wasm-without-fetch';

/** Test files that replace a module (vi.mock) run apart, each with a fresh module graph. */
const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

/** The web's Vite config; `isolated` selects the test files that need a fresh module graph each. */
export function webConfig(isolated: boolean): ViteUserConfig {
  return defineConfig({
    plugins: [react(), yogaWasmWithoutFetch()],
    resolve: { conditions: ['source'] },
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
    // The private audit's worker is a module (it imports the engine).
    worker: { format: 'es' },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      include: isolated ? [ISOLATED_TESTS] : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? ['**/node_modules/**'] : [ISOLATED_TESTS, '**/node_modules/**'],
      setupFiles: ['./src/test/setup.ts'],
      // A worker keeps its modules from one test file to the next: React, MUI and the app are
      // imported once per worker instead of once per file, which more than halves the suite's CPU
      // time. The set-up file still resets the DOM, storage, timers and stubbed globals after each
      // test; a file that replaces a module with vi.mock would see (or leave) the real one, so such
      // files are named *.isolated.test.tsx and run apart.
      isolate: isolated,
      // A page rendered with MUI in jsdom takes seconds on a loaded 2-core machine; 5 s made some fail by chance.
      testTimeout: 20_000,
    },
  });
}

export default webConfig(false);
