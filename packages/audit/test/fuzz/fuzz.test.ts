// The fuzz properties with a bounded number of cases and fixed seeds (`npm run fuzz` loops them with fresh seeds).
import fc from 'fast-check';
import { describe, test } from 'vitest';
import { CASE_TIMEOUT_MS } from './fuzz-property.js';
import { FUZZ_PROPERTIES } from './properties.js';

describe('fuzz properties (bounded run)', () => {
  FUZZ_PROPERTIES.forEach(({ name, quickRuns, property }, index) => {
    test(name, async () => {
      await fc.assert(property, { numRuns: quickRuns, seed: 20_260_000 + index, timeout: CASE_TIMEOUT_MS });
    });
  });
});
