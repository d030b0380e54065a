import { webConfig } from './vite.config';

// The web tests that replace modules with vi.mock, each file with a fresh module graph.
export default webConfig(true);
