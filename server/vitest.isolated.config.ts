import { nodeProject } from '../vitest.shared.js';
import { ISOLATED_TESTS } from './vitest.config.js';

// The API tests that replace modules with vi.mock, each file with a fresh module graph (the
// 'server' project announces the dialects once for both). Its include replaces the shared one
// (mergeConfig would add to it).
const shared = nodeProject('server-isolated');
export default { ...shared, test: { ...shared.test, include: [ISOLATED_TESTS] } };
