import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { jsonEqual } from './json-equal';

describe('jsonEqual', () => {
  test('the same data in another key order is equal; any changed value, key or element is not', () => {
    const audit = { summary: { account: { spend: 669.31, sales: 2874.94 } }, campaigns: [{ id: 'c1', ad_groups: [] }, { id: 'c2', ad_groups: [{ id: 'g' }] }] };
    const reordered = { campaigns: [{ ad_groups: [], id: 'c1' }, { id: 'c2', ad_groups: [{ id: 'g' }] }], summary: { account: { sales: 2874.94, spend: 669.31 } } };
    expect(jsonEqual(audit, reordered)).toBe(true);
    expect(jsonEqual(audit, { ...reordered, summary: { account: { sales: 2874.94, spend: 669.32 } } })).toBe(false);
    expect(jsonEqual(audit, { ...audit, campaigns: [...audit.campaigns].reverse() })).toBe(false);
    expect(jsonEqual(audit, { ...audit, extra: null })).toBe(false);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual(Number.NaN, Number.NaN)).toBe(true);
  });

  test('agrees with comparing JSON texts written with sorted keys', () => {
    const sorted = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(sorted)
        : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, v]) => [k, sorted(v)]))
          : value;
    const text = (value: unknown) => JSON.stringify(sorted(value));
    const small = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(small, small, (a, b) => {
        expect(jsonEqual(a, structuredClone(a))).toBe(true);
        expect(jsonEqual(a, b)).toBe(text(a) === text(b));
      }),
    );
    // Values close enough to be worth telling apart: one changed leaf.
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.integer()), fc.string(), (a, key) => {
      expect(jsonEqual(a, { ...a, [key]: (a[key] ?? 0) + 1 })).toBe(false);
    }));
  });
});
