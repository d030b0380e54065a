import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../vitest.shared.js';

// Browser journeys: each file starts the built server (a free port, a throw-away data directory)
// and a Chromium of its own, so two can run at once; they wait on the browser much of the time,
// and one at a time left a core idle for three minutes of CI.
// A poll waits as long as a locator does: 1 s (vitest's default) is short for a render on a
// loaded CI machine.
export default mergeConfig(nodeProject('e2e'), { test: { fileParallelism: true, expect: { poll: { timeout: 15_000 } } } });
