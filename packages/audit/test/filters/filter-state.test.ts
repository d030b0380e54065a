import { describe, expect, test } from 'vitest';
import {
  BOUNDED_FIELDS,
  boundedFieldLabel,
  countActiveFilters,
  emptyFilters,
  validateFilters,
} from '../../src/filters/filter-state.js';

describe('filter state', () => {
  test('every bounded field of the filters plus ACOS: 9 metrics, 4 placements x 3 measures, 3 counts', () => {
    expect(BOUNDED_FIELDS).toHaveLength(9 + 12 + 3);
    expect(BOUNDED_FIELDS).toContain('Acos');
    expect(boundedFieldLabel('Acos')).toBe('ACOS');
    expect(BOUNDED_FIELDS).toContain('ConversionRate');
    expect(BOUNDED_FIELDS).toContain('AmazonBusinessRoas');
    expect(BOUNDED_FIELDS).toContain('KeywordCount');
  });

  test('the active count counts each non-empty field', () => {
    expect(countActiveFilters(emptyFilters())).toBe(0);
    const f = {
      ...emptyFilters(),
      minSpend: 0,
      maxSpend: 100,
      maxTopOfSearchRoas: 2,
      campaignTypes: ['SP', 'SB'],
      childAsins: [],
      hasNegativeKeywords: true,
    };
    expect(countActiveFilters(f)).toBe(5);
  });

  test("each Min must not exceed its Max: '{min field} cannot be greater than {max field}'", () => {
    expect(validateFilters({ ...emptyFilters(), minSpend: 5, maxSpend: 5 })).toEqual([]);
    expect(validateFilters({ ...emptyFilters(), minSpend: 6, maxSpend: 5, minRoas: 3 })).toEqual([
      { field: 'minSpend', message: 'Min Spend cannot be greater than Max Spend' },
    ]);
    expect(validateFilters({ ...emptyFilters(), minTopOfSearchPercentage: 50, maxTopOfSearchPercentage: 10, minKeywordCount: 3, maxKeywordCount: 1 })).toEqual([
      { field: 'minTopOfSearchPercentage', message: 'Min Top Of Search Percentage cannot be greater than Max Top Of Search Percentage' },
      { field: 'minKeywordCount', message: 'Min Keyword Count cannot be greater than Max Keyword Count' },
    ]);
  });

  test('labels', () => {
    expect(boundedFieldLabel('ConversionRate')).toBe('Conversion Rate');
    expect(boundedFieldLabel('RestOfSearchRoas')).toBe('Rest Of Search ROAS');
    expect(boundedFieldLabel('Cpc')).toBe('CPC');
    expect(boundedFieldLabel('AdGroupCount')).toBe('Ad Group Count');
  });
});
