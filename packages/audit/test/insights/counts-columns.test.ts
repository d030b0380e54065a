// CountsColumns against CountsAccumulator: the same figures added in the same order give the same totals, to the bit.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CountsAccumulator, metricsFromCounts, type BaseCounts } from '../../src/metrics/metrics.js';
import { CountsColumns, grown } from '../../src/insights/counts-columns.js';

const countsArb = fc.record({
  impressions: fc.nat(1000), clicks: fc.nat(50), orders: fc.nat(3), units: fc.nat(3),
  // Cents as binary floats, as the bulk files hold them: their sums need the compensation.
  spend: fc.nat(300).map((cents) => cents / 100), sales: fc.nat(9000).map((cents) => cents / 100),
});
/** Figures added to items in random order; items reach past the small initial capacity, so the array grows. */
const additionsArb = fc.array(fc.tuple(fc.nat(40), countsArb), { maxLength: 200 });
const capacityArb = fc.integer({ min: 0, max: 8 });

/** The reference: one CountsAccumulator per item, fed in the same order. */
function accumulate(additions: [number, BaseCounts][]): Map<number, CountsAccumulator> {
  const items = new Map<number, CountsAccumulator>();
  for (const [item, counts] of additions) {
    let acc = items.get(item);
    if (!acc) items.set(item, (acc = new CountsAccumulator()));
    acc.add(counts);
  }
  return items;
}

function columnsOf(additions: [number, BaseCounts][], capacity: number): CountsColumns {
  const columns = new CountsColumns(capacity);
  for (const [item, counts] of additions) columns.add(item, counts);
  return columns;
}

const ZERO: BaseCounts = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 };

/** Ten dimes: 0.1 added naively ten times is 0.9999999999999999. */
const TEN_DIMES: BaseCounts[] = Array.from({ length: 10 }, () => ({ ...ZERO, spend: 0.1, sales: 0.1 }));

describe('CountsColumns', () => {
  test('each item adds up as a CountsAccumulator fed the same figures in the same order, to the bit', () => {
    fc.assert(
      fc.property(additionsArb, capacityArb, (additions, capacity) => {
        const columns = columnsOf(additions, capacity);
        const reference = accumulate(additions);
        for (const [item, acc] of reference) {
          const expected = acc.counts();
          expect(columns.counts(item)).toEqual(expected);
          // The single-figure readers agree with counts().
          expect(columns.impressions(item)).toBe(expected.impressions);
          expect(columns.clicks(item)).toBe(expected.clicks);
          expect(columns.orders(item)).toBe(expected.orders);
          expect(columns.units(item)).toBe(expected.units);
          expect(columns.spend(item)).toBe(expected.spend);
          expect(columns.sales(item)).toBe(expected.sales);
        }
        // Items never added to (below the highest one added to) are zero, growth included.
        const highest = Math.max(-1, ...reference.keys());
        for (let item = 0; item <= highest; item += 1) if (!reference.has(item)) expect(columns.counts(item)).toEqual(ZERO);
      }),
      { numRuns: 200, seed: 4101 },
    );
  });

  test('metrics(i) are metricsFromCounts of the item\'s counts', () => {
    fc.assert(
      fc.property(additionsArb, capacityArb, (additions, capacity) => {
        const columns = columnsOf(additions, capacity);
        for (const [item, acc] of accumulate(additions)) {
          expect(columns.metrics(item)).toEqual(metricsFromCounts(acc.counts()));
          expect(columns.metrics(item)).toEqual(metricsFromCounts(columns.counts(item)));
        }
      }),
      { numRuns: 200, seed: 4102 },
    );
  });

  test('money is summed with compensation: ten dimes make exactly 1', () => {
    const columns = new CountsColumns(1);
    for (const dime of TEN_DIMES) columns.add(0, dime);
    expect(columns.spend(0)).toBe(1);
    expect(columns.sales(0)).toBe(1);
    expect(columns.metrics(0).roas).toBe(1);
  });

  test('an item far past the capacity grows the array and keeps the items already added', () => {
    const near: BaseCounts[] = [{ ...ZERO, clicks: 3, spend: 1.25 }, { ...ZERO, clicks: 1, spend: 0.01 }];
    const far: BaseCounts = { ...ZERO, clicks: 7, spend: 0.07 };
    const columns = new CountsColumns(2);
    columns.add(1, near[0]);
    columns.add(1000, far);
    columns.add(1, near[1]);
    expect(columns.counts(1)).toEqual(accumulate([[1, near[0]], [1, near[1]]]).get(1)!.counts());
    expect(columns.counts(1000)).toEqual(far);
    expect(columns.counts(999)).toEqual(ZERO);
  });

  test('addItem adds another column\'s item as CountsAccumulator.add of that item\'s counts, to the bit', () => {
    const copiesArb = fc.array(fc.tuple(fc.nat(20), fc.nat(40)), { maxLength: 150 });
    fc.assert(
      fc.property(additionsArb, copiesArb, capacityArb, (additions, copies, capacity) => {
        const source = columnsOf(additions, capacity);
        const sourceReference = accumulate(additions);
        // Copied only from items the source was added to: an item never added to, past the
        // source's capacity, reads as NaN (see 'an item never added to' below).
        const held = [...sourceReference.keys()];
        const target = new CountsColumns(capacity);
        const reference = new Map<number, CountsAccumulator>();
        for (const [item, pick] of held.length > 0 ? copies : []) {
          const from = held[pick % held.length];
          target.addItem(item, source, from);
          let acc = reference.get(item);
          if (!acc) reference.set(item, (acc = new CountsAccumulator()));
          acc.add(sourceReference.get(from)!.counts());
        }
        for (const [item, acc] of reference) expect(target.counts(item)).toEqual(acc.counts());
      }),
      { numRuns: 200, seed: 4103 },
    );
  });

  test('addItem copies the compensated money, not the bare running sum', () => {
    const source = new CountsColumns(1);
    for (const dime of TEN_DIMES) source.add(0, dime);
    const target = new CountsColumns(1);
    target.addItem(0, source, 0);
    expect(target.spend(0)).toBe(1);
    expect(target.sales(0)).toBe(1);
  });

  test('an item never added to reads as zero within the capacity', () => {
    const columns = new CountsColumns(4);
    columns.add(0, { ...ZERO, clicks: 1 });
    expect(columns.counts(3)).toEqual(ZERO);
    expect(columns.metrics(3)).toEqual(metricsFromCounts(ZERO));
    // Past the capacity (and past any growth) it is not an item yet: counts(9) reads NaN, and
    // addItem from it would spread NaN. Every caller today only reads items it added to.
  });

  test('grown copies the entries into a bigger array of the same kind, the new entries at zero', () => {
    const ints = grown(Int32Array.of(3, -1, 7), 6);
    expect(ints).toBeInstanceOf(Int32Array);
    expect(Array.from(ints)).toEqual([3, -1, 7, 0, 0, 0]);
    const floats = grown(Float64Array.of(0.1, 2.5), 4);
    expect(floats).toBeInstanceOf(Float64Array);
    expect(Array.from(floats)).toEqual([0.1, 2.5, 0, 0]);
  });
});
