import { describe, expect, test } from 'vitest';
import {
  CAMPAIGN_SORT_VALUE,
  compareValues,
  DEFAULT_SORT,
  nextSort,
  SORTABLE_COLUMNS,
  sortCampaigns,
  sortRows,
} from '../../src/sort/sort-campaigns.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

const campaigns = auditFixture(MANY_CAMPAIGNS).campaigns;

describe('sorting', () => {
  test('the Campaign Table\'s sortable columns; default spend descending', () => {
    expect(SORTABLE_COLUMNS).toEqual([
      'campaignName', 'type', 'spend', 'sales', 'roas', 'acos', 'cpc', 'clicks', 'orders',
      'conversionRate', 'impressions', 'adGroupCount', 'productCount', 'keywordCount', 'state',
    ]);
    expect(DEFAULT_SORT).toEqual({ column: 'spend', direction: 'desc' });
    expect(Object.keys(CAMPAIGN_SORT_VALUE).sort()).toEqual([...SORTABLE_COLUMNS].sort());
  });

  test('a new column sorts descending first; the same column toggles', () => {
    const first = nextSort(DEFAULT_SORT, 'clicks');
    expect(first).toEqual({ column: 'clicks', direction: 'desc' });
    const second = nextSort(first, 'clicks');
    expect(second).toEqual({ column: 'clicks', direction: 'asc' });
    expect(nextSort(second, 'clicks')).toEqual({ column: 'clicks', direction: 'desc' });
    expect(nextSort(second, 'state')).toEqual({ column: 'state', direction: 'desc' });
  });

  test('numbers compare numerically (9 before 10), strings alphabetically', () => {
    const byImpressions = sortCampaigns(campaigns, { column: 'impressions', direction: 'asc' });
    expect(byImpressions.slice(8, 11).map((c) => c.metrics.impressions)).toEqual([900, 1000, 1100]);
    const byName = sortCampaigns(campaigns, { column: 'campaignName', direction: 'asc' });
    expect(byName.slice(0, 3).map((c) => c.name)).toEqual(['SB 15', 'SB 16', 'SB 17']);
    expect(sortCampaigns(campaigns, { column: 'campaignName', direction: 'desc' })[0].name).toBe('SP manual 8');
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues(9, 10)).toBeLessThan(0);
  });

  test('the default order is by spend, highest first', () => {
    expect(sortCampaigns(campaigns).slice(0, 3).map((c) => c.name)).toEqual(['SD 22', 'SD 21', 'SD 20']);
  });

  test('by type and state; equal values keep their order (stable)', () => {
    const byType = sortCampaigns(campaigns, { column: 'type', direction: 'asc' });
    expect(byType.map((c) => c.type_code)).toEqual([...Array(5).fill('SB'), ...Array(3).fill('SD'), ...Array(14).fill('SP')]);
    // Within a type, the campaigns keep the order they came in (by spend).
    expect(byType.slice(0, 2).map((c) => c.name)).toEqual(['SB 19', 'SB 18']);
    const byState = sortCampaigns(campaigns, { column: 'state', direction: 'desc' });
    expect(byState.slice(0, 3).map((c) => c.state)).toEqual(['paused', 'paused', 'paused']);
    const rows = [{ k: 1, id: 'a' }, { k: 1, id: 'b' }, { k: 0, id: 'c' }];
    expect(sortRows(rows, (r) => r.k, 'desc').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  test('missing values sort as 0 or the empty string', () => {
    const rows = [{ v: 5 }, { v: null }, { v: -1 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([-1, null, 5]);
    expect(sortRows([{ v: 'b' }, { v: undefined }], (r) => r.v, 'asc').map((r) => r.v)).toEqual([undefined, 'b']);
  });
});
