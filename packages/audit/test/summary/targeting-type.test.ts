import { describe, expect, test } from 'vitest';
import { summariseByTargetingType } from '../../src/summary/targeting-type.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { MANY_CAMPAIGNS } from '../helpers/many-campaigns.js';

describe('Spend & Sales by Targeting Type', () => {
  const { campaigns } = auditFixture(MANY_CAMPAIGNS);

  test('keyword match types and targeting expression kinds, highest spend first', () => {
    const rows = summariseByTargetingType(campaigns);
    expect(rows.map((r) => [r.key, r.metrics.spend.toFixed(2)])).toEqual([
      ['Broad', '1090.80'],
      ['category', '430.20'],
      ['close-match', '370.50'],
      ['views', '200.10'],
      ['Exact', '180.20'],
      ['Phrase', '140.20'],
      ['substitutes', '120.20'],
    ]);
    // Keyword and target rows cover every campaign once here, so the groups add up to the account.
    expect(rows.reduce((s, r) => s + r.metrics.spend, 0)).toBeCloseTo(2532.2, 9);
    expect(rows[0].metrics.clicks).toBe(5 * (2 + 8 + 14 + 85));
  });

  test('a keyword without a match type is grouped as Keyword', () => {
    const c = campaigns.find((x) => x.name === 'SP manual 6')!;
    const g = c.ad_groups[0];
    const blank = { ...c, ad_groups: [{ ...g, keywords: [{ ...g.keywords[0], match_type: '' }] }] };
    expect(summariseByTargetingType([blank]).map((r) => r.key)).toEqual(['Keyword']);
  });
});
