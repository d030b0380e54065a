// PairTable against a Map of 'a,b' strings numbering pairs in the order first met.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PairTable } from '../../src/insights/pair-table.js';

/** Mostly small numbers (so pairs repeat), some anywhere in the Int32 range of non-negatives. */
const numberArb = fc.oneof({ arbitrary: fc.nat(30), weight: 4 }, { arbitrary: fc.nat(), weight: 1 });
const pairsArb = fc.array(fc.tuple(numberArb, numberArb), { maxLength: 300 });

/** Feeds the pairs to a PairTable and to the reference; every id and size on the way must agree. */
function checkAgainstReference(pairs: [number, number][], capacity?: number): PairTable {
  const table = new PairTable(capacity);
  const reference = new Map<string, number>();
  const met: [number, number][] = [];
  // The first pair answered wrong, if any (an expect per pair, or a deep compare of thousands, costs more than the table).
  let wrong: { at: number; pair: [number, number]; id: number; size: number; expectedId: number; expectedSize: number } | null = null;
  pairs.forEach(([a, b], at) => {
    const key = `${a},${b}`;
    let expectedId = reference.get(key);
    if (expectedId === undefined) {
      reference.set(key, (expectedId = reference.size));
      met.push([a, b]);
    }
    const id = table.idOf(a, b);
    if (!wrong && (id !== expectedId || table.size !== reference.size)) {
      wrong = { at, pair: [a, b], id, size: table.size, expectedId, expectedSize: reference.size };
    }
  });
  expect(wrong).toBeNull();
  const notGivenBack = met.findIndex(([a, b], id) => table.first[id] !== a || table.second[id] !== b);
  expect(notGivenBack).toBe(-1);
  return table;
}

describe('PairTable', () => {
  test('numbers pairs 0, 1, 2, ... in the order first met, and gives each pair back', () => {
    const table = new PairTable();
    expect(table.idOf(3, 4)).toBe(0);
    expect(table.idOf(4, 3)).toBe(1);
    expect(table.idOf(3, 4)).toBe(0);
    expect(table.idOf(0, 0)).toBe(2);
    expect(table.size).toBe(3);
    expect([table.first[1], table.second[1]]).toEqual([4, 3]);
  });

  test('ids agree with a Map of strings, whatever the initial capacity', () => {
    fc.assert(
      fc.property(pairsArb, fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (pairs, capacity) => {
        checkAgainstReference(pairs, capacity);
      }),
      { numRuns: 300, seed: 4201 },
    );
  });

  test('thousands of pairs, met again after many rehashes, keep their ids', () => {
    // An 80 x 40 grid of pairs anywhere in the range, met in an order a stride makes, with pairs
    // met again in between: 3,200 distinct pairs whatever fast-check draws (it favours small arrays).
    const GRID = 80 * 40;
    const gridArb = fc.record({
      a0: fc.nat(1_000_000), b0: fc.nat(1_000_000),
      stride: fc.nat(1000).map((n) => (2 * n + 1) % 5 === 0 ? 2 * n + 3 : 2 * n + 1), // coprime to 3,200
      again: fc.array(fc.nat(GRID - 1), { maxLength: 300 }),
    });
    fc.assert(
      fc.property(gridArb, ({ a0, b0, stride, again }) => {
        const pairOf = (k: number): [number, number] => [a0 + Math.floor(k / 40), b0 + (k % 40)];
        const order = Array.from({ length: GRID }, (_, k) => (k * stride) % GRID);
        const pairs = [...order.slice(0, GRID / 2), ...again, ...order.slice(GRID / 2)].map(pairOf);
        // Capacity 1: 16 slots at first, so 3,200 pairs rehash nine times.
        const table = checkAgainstReference([...pairs, ...pairs.slice().reverse()], 1);
        expect(table.size).toBe(GRID);
      }),
      { numRuns: 20, seed: 4202 },
    );
  });

  test('a grid of every pair gets one id each, in row order', () => {
    const table = new PairTable(4);
    const grid = Array.from({ length: 100 * 100 }, (_, k): [number, number] => [Math.floor(k / 100), k % 100]);
    expect(grid.map(([a, b]) => table.idOf(a, b))).toEqual(grid.map((_, k) => k));
    expect(grid.reverse().map(([a, b]) => table.idOf(a, b))).toEqual(grid.map(([a, b]) => a * 100 + b));
    expect(table.size).toBe(10_000);
  });
});
