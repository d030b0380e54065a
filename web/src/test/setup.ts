import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// findBy*/waitFor wait up to 10 s (Testing Library's 1 s default fails on a loaded 2-core CI
// machine where a lazy route's first import alone can take a second); a passing test is no slower.
configure({ asyncUtilTimeout: 10_000 });
