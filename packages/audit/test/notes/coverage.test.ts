import { describe, expect, test } from 'vitest';
import type { Campaign, ParentAsinSummary } from '../../src/index.js';
import {
  campaignNotesCoverage,
  coverageBand,
  itemsNeededForTarget,
  notesCoverage,
  parentAsinNotesCoverage,
  type CoverageItem,
} from '../../src/notes/coverage.js';

const item = (spend: number, sales: number, covered: boolean): CoverageItem => ({ spend, sales, covered });

describe('coverageBand', () => {
  test.each([
    [100, 'green'],
    [80, 'green'],
    [79.99, 'teal'],
    [60, 'teal'],
    [59.99, 'light-blue'],
    [40, 'light-blue'],
    [39.99, 'blue'],
    [0, 'blue'],
  ] as const)('%s%% is %s', (percent, band) => {
    expect(coverageBand(percent)).toBe(band);
  });
});

describe('notesCoverage', () => {
  test('the share of spend and of sales of the covered items, with their bands', () => {
    const coverage = notesCoverage([item(60, 10, true), item(30, 50, false), item(10, 40, true)]);
    expect(coverage).toMatchObject({ itemCount: 3, coveredCount: 2 });
    expect(coverage.spend).toMatchObject({ covered: 70, total: 100, percent: 70, band: 'teal' });
    expect(coverage.sales).toMatchObject({ covered: 50, total: 100, percent: 50, band: 'light-blue' });
  });

  test('counts the uncovered items needed to reach 80%, largest first', () => {
    // Spend covered 10 of 100; the largest uncovered (40, 30) bring it to 80.
    const coverage = notesCoverage([item(10, 0, true), item(5, 0, false), item(40, 0, false), item(15, 0, false), item(30, 0, false)]);
    expect(coverage.spend.percent).toBe(10);
    expect(coverage.spend.neededForTarget).toBe(2);
  });

  test('needs nothing more once 80% is reached, exactly at the boundary too', () => {
    expect(notesCoverage([item(80, 90, true), item(20, 10, false)]).spend).toMatchObject({ percent: 80, band: 'green', neededForTarget: 0 });
    expect(notesCoverage([item(80, 90, true), item(20, 10, false)]).sales.neededForTarget).toBe(0);
  });

  test('just under 80% needs one more', () => {
    expect(notesCoverage([item(79, 0, true), item(1, 0, false), item(20, 0, false)]).spend).toMatchObject({ percent: 79, band: 'teal', neededForTarget: 1 });
  });

  test('bands and the target follow the percentage as shown, rounded to 2 decimals', () => {
    // 79.996% shows as 80.00%: green and reached.
    const coverage = notesCoverage([item(79.996, 0, true), item(20.004, 0, false)]);
    expect(coverage.spend).toMatchObject({ percent: 80, band: 'green', neededForTarget: 0 });
  });

  test('zero spend: 0%, blue, nothing needed', () => {
    const coverage = notesCoverage([item(0, 0, true), item(0, 0, false)]);
    expect(coverage.spend).toMatchObject({ covered: 0, total: 0, percent: 0, band: 'blue', neededForTarget: 0 });
    expect(notesCoverage([]).sales).toMatchObject({ percent: 0, neededForTarget: 0 });
  });

  test('nothing covered at all needs the largest items up to 80%', () => {
    expect(notesCoverage([item(50, 0, false), item(30, 0, false), item(20, 0, false)]).spend.neededForTarget).toBe(2);
  });

  test('missing, negative or non-finite amounts count as 0', () => {
    const coverage = notesCoverage([item(Number.NaN, -5, true), item(50, 50, true), item(50, Number.POSITIVE_INFINITY, false)]);
    expect(coverage.spend).toMatchObject({ covered: 50, total: 100, percent: 50 });
    expect(coverage.sales).toMatchObject({ covered: 50, total: 50, percent: 100 });
  });

  test('money sums stay exact enough in cents', () => {
    const items = Array.from({ length: 10 }, (_, i) => item(0.1, 0.1, i < 8));
    expect(notesCoverage(items).spend).toMatchObject({ percent: 80, band: 'green', neededForTarget: 0 });
  });
});

describe('itemsNeededForTarget', () => {
  test('stops when the items run out and ignores the order given', () => {
    expect(itemsNeededForTarget(0, [1, 2, 97], 100)).toBe(1);
    expect(itemsNeededForTarget(0, [], 100)).toBe(0);
    expect(itemsNeededForTarget(10, [20, 20], 50, 100)).toBe(2);
  });
});

describe('campaign and parent ASIN coverage', () => {
  const campaign = (id: string, spend: number, sales: number) => ({ id, metrics: { spend, sales } }) as unknown as Campaign;

  test('campaigns: own spend and sales, covered when they have notes', () => {
    const coverage = campaignNotesCoverage([campaign('1', 75, 10), campaign('2', 25, 30)], (id) => id === '2');
    expect(coverage.spend).toMatchObject({ percent: 25, neededForTarget: 1 });
    expect(coverage.sales).toMatchObject({ percent: 75, band: 'teal' });
  });

  test('parent ASINs: ad spend (total_spend) and total sales (total_sales), keys compared upper-case', () => {
    const parent = (total_spend: number, total_sales: number, ad_sales: number) => ({ total_spend, total_sales, ad_sales }) as ParentAsinSummary;
    const summary = { b0aaa: parent(40, 900, 1), B0BBB: parent(60, 100, 99) };
    const coverage = parentAsinNotesCoverage(summary, (asin) => asin === 'B0AAA');
    expect(coverage.spend).toMatchObject({ covered: 40, total: 100, percent: 40 });
    expect(coverage.sales).toMatchObject({ covered: 900, total: 1000, percent: 90, band: 'green' });
  });
});
