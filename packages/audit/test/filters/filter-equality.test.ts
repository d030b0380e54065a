import { describe, expect, test } from 'vitest';
import { filtersEqual } from '../../src/filters/filter-equality.js';
import { emptyFilters } from '../../src/filters/filter-state.js';

describe('filtersEqual', () => {
  test('two empty states are equal, whatever their identity', () => {
    expect(filtersEqual(emptyFilters(), emptyFilters())).toBe(true);
  });

  test('a missing bound equals an explicit undefined one', () => {
    expect(filtersEqual({ ...emptyFilters(), minSpend: undefined }, emptyFilters())).toBe(true);
  });

  test('a bound, a list element or a boolean that differs makes them differ', () => {
    const base = { ...emptyFilters(), minSpend: 10, campaignTypes: ['SP'] };
    expect(filtersEqual(base, { ...base, campaignTypes: ['SP'] })).toBe(true);
    expect(filtersEqual(base, { ...base, minSpend: 11 })).toBe(false);
    expect(filtersEqual(base, { ...base, maxTopOfSearchRoas: 2 })).toBe(false);
    expect(filtersEqual(base, { ...base, campaignTypes: ['SB'] })).toBe(false);
    expect(filtersEqual(base, { ...base, campaignTypes: ['SP', 'SB'] })).toBe(false);
    expect(filtersEqual(base, { ...base, hasNegativeKeywords: true })).toBe(false);
  });
});
