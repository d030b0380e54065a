// groupsOf against filtering the items group by group.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { groupsOf, type Groups } from '../../src/insights/grouping.js';

/** The items of each group as lists, read from the columns. */
function listsOf({ start, list }: Groups, groups: number): number[][] {
  return Array.from({ length: groups }, (_, k) => Array.from(list.subarray(start[k], start[k + 1])));
}

describe('groupsOf', () => {
  test('groups items stably, leaves out negative groups, keeps empty groups empty', () => {
    const groupOfItem = Int32Array.of(2, 0, -1, 2, 0, 2, -1);
    const groups = groupsOf(groupOfItem, groupOfItem.length, 4);
    expect(Array.from(groups.start)).toEqual([0, 2, 2, 5, 5]);
    expect(Array.from(groups.list)).toEqual([1, 4, 0, 3, 5]);
    expect(listsOf(groups, 4)).toEqual([[1, 4], [], [0, 3, 5], []]);
  });

  test('each group lists its items in item order, as filtering the items would', () => {
    const caseArb = fc.integer({ min: 0, max: 12 }).chain((groups) =>
      fc.record({
        groups: fc.constant(groups),
        // Negative: left out; the rest one of the groups (all negative when there are none).
        groupOfItem: fc.array(groups === 0 ? fc.constantFrom(-1, -5) : fc.integer({ min: -3, max: groups - 1 }), { maxLength: 80 }),
        // Only the first `items` entries count (the columns can be longer than the items in them).
        spare: fc.nat(5),
      }));
    fc.assert(
      fc.property(caseArb, ({ groups, groupOfItem, spare }) => {
        const items = Math.max(0, groupOfItem.length - spare);
        const result = groupsOf(Int32Array.from(groupOfItem), items, groups);
        const indices = Array.from({ length: items }, (_, i) => i);
        const expected = Array.from({ length: groups }, (_, k) => indices.filter((i) => groupOfItem[i] === k));
        expect(listsOf(result, groups)).toEqual(expected);
        expect(result.start.length).toBe(groups + 1);
        expect(result.start[0]).toBe(0);
        expect(result.list.length).toBe(expected.flat().length);
      }),
      { numRuns: 300, seed: 4401 },
    );
  });

  test('no items, no groups: empty columns', () => {
    const groups = groupsOf(new Int32Array(0), 0, 0);
    expect(Array.from(groups.start)).toEqual([0]);
    expect(groups.list.length).toBe(0);
  });
});
