import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared.js';

// A worker keeps its modules from one test file to the next (the engine is pure, and no test
// replaces a module: the lint keeps it so). The suite took 53 s, 17 s of it importing; 31 s this way.
export default mergeConfig(nodeProject('audit'), { test: { isolate: false } });
