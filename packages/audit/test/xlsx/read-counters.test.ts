import { describe, expect, test } from 'vitest';
import { InflateBudget } from '../../src/xlsx/inflater.js';
import { SharedReadCounters } from '../../src/xlsx/read-counters.js';
import { WorkbookError } from '../../src/xlsx/types.js';

describe('SharedReadCounters', () => {
  test('views of one buffer share their totals', () => {
    const counters = new SharedReadCounters();
    const other = new SharedReadCounters(counters.buffer);
    expect(counters.addRow()).toBe(1);
    expect(other.addRow()).toBe(2);
    expect(other.addInflated(3_000_000_000)).toBe(3_000_000_000);
    expect(counters.addInflated(5)).toBe(3_000_000_005);
    expect(other.inflatedBytes).toBe(3_000_000_005);
  });

  test('budgets on shared counters stop at the limit of their sum', () => {
    const counters = new SharedReadCounters();
    const first = new InflateBudget(100, counters);
    const second = new InflateBudget(100, new SharedReadCounters(counters.buffer));
    first.spend(60);
    expect(second.remaining).toBe(40);
    expect(() => second.spend(41)).toThrow(WorkbookError);
  });
});
