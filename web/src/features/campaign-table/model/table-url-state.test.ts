import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, emptyFilters } from '@ads-auditor/audit';
import { readFilters, readSort, tableStateKey, writeTableState } from './table-url-state';

describe('the table state in the address', () => {
  it('writes only what differs from the default view and keeps the page parameters', () => {
    const filters = { ...emptyFilters(), minSpend: 50, maxAcos: 30.5, campaignNameContains: ['brand', 'a, b'], hasNegativeKeywords: true };
    const params = writeTableState(new URLSearchParams('tab=campaigns&upload=7'), filters, { column: 'acos', direction: 'asc' });
    expect(params.toString()).toBe(
      'tab=campaigns&upload=7&sort=acos&dir=asc&minSpend=50&maxAcos=30.5&campaignNameContains=brand&campaignNameContains=a%2C+b&hasNegativeKeywords=1',
    );
    expect(readFilters(params)).toEqual(filters);
    expect(readSort(params)).toEqual({ column: 'acos', direction: 'asc' });
    expect(writeTableState(params, emptyFilters(), DEFAULT_SORT).toString()).toBe('tab=campaigns&upload=7');
  });

  it('ignores bounds that are not numbers and sorts by spend when the column is unknown', () => {
    const params = new URLSearchParams('minSpend=abc&maxClicks=&minOrders=3&sort=drop&dir=asc&hasNegativeKeywords=yes');
    expect(readFilters(params)).toEqual({ ...emptyFilters(), minOrders: 3 });
    expect(readSort(params)).toEqual(DEFAULT_SORT);
  });

  it('keys the view by the table parameters alone', () => {
    expect(tableStateKey(new URLSearchParams('tab=notes&sort=sales'))).toBe(tableStateKey(new URLSearchParams('sort=sales&tab=campaigns')));
  });
});
