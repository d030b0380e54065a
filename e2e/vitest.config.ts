import { nodeProject } from '../vitest.shared.js';

export default nodeProject('e2e');
