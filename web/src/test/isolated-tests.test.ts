// Web test files share their worker's modules (isolate: false), so a file that replaces a module
// with vi.mock must be named *.isolated.test.tsx to run with a fresh module graph; otherwise it
// would pass or fail depending on which files ran before it in the same worker.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('web test isolation', () => {
  test('every test file that mocks a module runs isolated', () => {
    const replacing = testFiles(SRC).filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')));
    expect(replacing.length).toBeGreaterThan(0);
    const shared = replacing.filter((file) => !/\.isolated\.test\.tsx?$/.test(file)).map((file) => path.relative(SRC, file));
    expect(shared, 'rename these to *.isolated.test.tsx').toEqual([]);
  });
});
