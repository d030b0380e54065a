import { describe, expect, test } from 'vitest';
import { parseCostsCsv } from '../../src/plan/costs-csv.js';
import { breakEvenAcos } from '../../src/plan/targets.js';

const known = new Set(['B0AAAAAAA1', 'B0AAAAAAA2', 'B0AAAAAAA3']);

describe('parseCostsCsv', () => {
  test('every bad line is named; the rest is used', () => {
    const text = [
      'asin,price,cogs,fees',
      'b0aaaaaaa1,40,20,8',
      'B0ZZZZZZZZ,10,1,1',
      'B0AAAAAAA2,-5,1,1',
      'B0AAAAAAA3,30,,2',
      'B0AAAAAAA3,30,abc,2',
      ',30,1,2',
      'B0AAAAAAA3,"$1,030.50",500,30.5',
    ].join('\n');
    const result = parseCostsCsv(text, known);
    expect(result.costs).toEqual([
      { asin: 'B0AAAAAAA1', price: 40, cogs: 20, fees: 8 },
      { asin: 'B0AAAAAAA3', price: 1030.5, cogs: 500, fees: 30.5 },
    ]);
    expect(result.problems).toEqual([
      'Costs line 3 (B0ZZZZZZZZ): unknown ASIN, no product ad of the workbook advertises it.',
      'Costs line 4 (B0AAAAAAA2): the price is negative.',
      'Costs line 5 (B0AAAAAAA3): the cogs is missing.',
      "Costs line 6 (B0AAAAAAA3): the cogs 'abc' is not a number.",
      'Costs line 7: the ASIN is missing.',
    ]);
  });

  test('a file without the columns says which it lacks; a repeated ASIN keeps the first line', () => {
    expect(parseCostsCsv('asin,price\nB0AAAAAAA1,3', known).problems).toEqual(['The costs file needs the columns asin, price, cogs and fees; it lacks cogs, fees.']);
    const twice = parseCostsCsv('ASIN;Price;COGS;Fees\nB0AAAAAAA1;40;20;8\nB0AAAAAAA1;50;20;8', known);
    expect(twice.costs).toHaveLength(1);
    expect(twice.problems).toEqual(['Costs line 3 (B0AAAAAAA1): the ASIN is listed twice; the first line is used.']);
  });

  test('break-even ACOS = (price - cogs - fees) / price', () => {
    expect(breakEvenAcos({ asin: 'X', price: 40, cogs: 20, fees: 8 })).toBe(30);
  });
});
