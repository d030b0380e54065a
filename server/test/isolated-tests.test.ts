// API test files share their worker's modules (isolate: false in vitest.config.ts): a file that
// replaces a module with vi.mock would leave it replaced for the files after it in that worker,
// or meet the real one already loaded. Such files are named *.isolated.test.ts and run apart.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const TEST_DIR = import.meta.dirname;
const replacesModules = (file: string) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'));

test('every API test file that replaces a module runs isolated', () => {
  const files = readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.test.ts'));
  const replacing = files.filter((name) => replacesModules(join(TEST_DIR, name)));
  expect(replacing.length, 'the check found no file to check').toBeGreaterThan(0);
  expect(replacing.filter((name) => !name.endsWith('.isolated.test.ts')).map((name) => relative('.', name)), 'rename these to *.isolated.test.ts').toEqual([]);
});
