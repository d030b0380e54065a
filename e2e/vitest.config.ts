import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../vitest.shared.js';

// Browser journeys run one file at a time: each starts the built server and a Chromium.
export default mergeConfig(nodeProject('e2e'), { test: { fileParallelism: false } });
