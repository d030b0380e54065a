import { describe, expect, test } from 'vitest';
import { placementLabel, spTargetingLabel, targetingTypeLabel } from '../../src/summary-tables/labels.js';

describe('Summary labels', () => {
  test('SP placements read by their display names; other placements are kept', () => {
    expect(['Placement Top', 'Placement Rest Of Search', 'Placement Product Page', 'Placement Amazon Business'].map(placementLabel)).toEqual([
      'Top of Search',
      'Rest of Search',
      'Product Pages',
      'Amazon Business',
    ]);
    expect(placementLabel('Home')).toBe('Home');
  });

  test('targeting types: match types unchanged, expression kinds capitalised, ASIN in capitals', () => {
    expect(['Exact', 'close-match', 'loose-match', 'asin', 'asin-expanded', 'category', 'views', 'other'].map(targetingTypeLabel)).toEqual([
      'Exact',
      'Close Match',
      'Loose Match',
      'ASIN',
      'ASIN Expanded',
      'Category',
      'Views',
      'Other',
    ]);
  });

  test('SP targeting rows name their ad type', () => {
    expect([spTargetingLabel('auto'), spTargetingLabel('manual')]).toEqual(['SP - Auto targeting', 'SP - Manual targeting']);
  });
});
