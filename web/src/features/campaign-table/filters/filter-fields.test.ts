import { describe, expect, test } from 'vitest';
import { BOUNDED_FIELDS, emptyFilters } from '@ads-auditor/audit';
import { FILTER_SECTIONS, boundKeys, boundedFieldUnit, countActiveIn } from './filter-fields';

describe('filter panel sections', () => {
  test('the five sections hold every field of the filter state exactly once', () => {
    const shown = FILTER_SECTIONS.flatMap((s) => s.keys);
    const state = [...Object.keys(emptyFilters()), ...boundKeys(BOUNDED_FIELDS)];
    expect([...shown].sort()).toEqual([...state].sort());
    expect(FILTER_SECTIONS.map((s) => s.title)).toEqual([
      'Campaign Metrics',
      'Campaign Information',
      'ASIN-Based Filters',
      'Placement Performance',
      'Advanced Filters',
    ]);
  });

  test("a section's count is the engine's active count over its own fields", () => {
    const filters = { ...emptyFilters(), minSpend: 1, maxRoas: 2, childAsins: ['B0X'], hasNegativeKeywords: true };
    const count = (id: string) => countActiveIn(filters, FILTER_SECTIONS.find((s) => s.id === id)!.keys);
    expect(count('metrics')).toBe(2);
    expect(count('asins')).toBe(1);
    expect(count('advanced')).toBe(1);
    expect(count('placements')).toBe(0);
  });

  test('Campaign Metrics has Min and Max ACOS, in percent, beside ROAS', () => {
    const metrics = FILTER_SECTIONS.find((s) => s.id === 'metrics')!.keys;
    expect(metrics.slice(metrics.indexOf('minRoas'), metrics.indexOf('minRoas') + 4)).toEqual(['minRoas', 'maxRoas', 'minAcos', 'maxAcos']);
    expect(boundedFieldUnit('Acos')).toBe('%');
  });
});
