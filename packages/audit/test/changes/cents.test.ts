import fc from 'fast-check';
import { expect, test } from 'vitest';
import { allocateCents } from '../../src/changes/cents.js';

test('whole cents that add up to the total, each within a cent of its amount', () => {
  expect(allocateCents([0.333, 0.333, 0.334], 100)).toEqual([33, 33, 34]);
  expect(allocateCents([-1.005, 2.5], 150)).toEqual([-100, 250]);
  fc.assert(
    fc.property(fc.array(fc.double({ min: -1e5, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 20 }), fc.integer({ min: -2, max: 2 }), (amounts, nudge) => {
      const total = Math.round(amounts.reduce((s, a) => s + a * 100, 0)) + nudge;
      const cents = allocateCents(amounts, total);
      expect(cents.reduce((s, c) => s + c, 0)).toBe(total);
      cents.forEach((c, i) => expect(Math.abs(c - amounts[i]! * 100)).toBeLessThan(2 + Math.abs(nudge)));
    }),
  );
});
