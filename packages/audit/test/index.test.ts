import { expect, test } from 'vitest';
import * as root from '@ads-auditor/audit';

test('package resolves to its sources', () => {
  expect(root.ENGINE_NAME).toBe('ads-auditor');
});

test('the root entry is browser-safe: no export pulls in a node: module', async () => {
  const { readFileSync, readdirSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const src = new URL('../src/', import.meta.url).pathname;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toMatch(/from 'node:|Buffer\./);
    for (const m of text.matchAll(/from '(\.[^']+)\.js'/g)) visit(join(file, '..', `${m[1]}.ts`));
  };
  visit(join(src, 'index.ts'));
  expect(seen.size).toBeGreaterThan(20);
  expect(statSync(join(src, 'index.ts')).isFile()).toBe(true);
  expect(readdirSync(src)).toContain('node.ts');
  expect(typeof root.applyCampaignFilters).toBe('function');
  expect(typeof root.buildParentAsinAudit).toBe('function');
});

test('the domain folders import no node: module and use no Buffer', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const src = new URL('../src/', import.meta.url).pathname;
  const folders = ['bulk', 'business', 'csv', 'filters', 'format', 'metrics', 'model', 'search-terms', 'sort', 'summary'];
  const files = [join(src, 'errors.ts'), ...folders.flatMap((f) => readdirSync(join(src, f)).map((name) => join(src, f, name)))];
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from 'node:|import\('node:|\bBuffer\b|\bprocess\./);
});
