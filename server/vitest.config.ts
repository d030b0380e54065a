import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../vitest.shared.js';

export default mergeConfig(nodeProject('server'), { test: { globalSetup: ['test/setup/announce-dialects.ts'] } });
