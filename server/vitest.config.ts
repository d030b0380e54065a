import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../vitest.shared.js';

/** Test files that replace a module with vi.mock: they run in a project of their own, each with a fresh module graph. */
export const ISOLATED_TESTS = 'test/**/*.isolated.test.ts';

// A worker keeps its modules from one test file to the next (no test here replaces a module: the
// lint sends those to the server-isolated project): the server's module graph is imported
// once per worker instead of once per file (the suite took 160 s and 258 s of CPU, 97 s of it
// importing; 77 s and 126 s this way). Each file still builds its own app on its own database.
export default mergeConfig(nodeProject('server'), {
  test: { globalSetup: ['test/setup/announce-dialects.ts'], isolate: false, exclude: [ISOLATED_TESTS, '**/node_modules/**'] },
});
