// termConflicts' limits: the conflicts with most sales are answered (the rest counted), and each
// lists its best ad groups while its figures and advice count every one.
import { describe, expect, test } from 'vitest';
import { CONFLICT_AD_GROUP_LIMIT, CONFLICT_LIMIT, termConflicts } from '../../src/insights/conflicts.js';
import { resolveInsightSettings } from '../../src/insights/settings.js';
import { TermIndex } from '../../src/insights/term-occurrences.js';
import type { SearchTermRecord } from '../../src/search-terms/types.js';

interface Row {
  term: string;
  adGroup: number;
  clicks: number;
  orders: number;
  sales: number;
}

let nextRow = 2;
function record({ term, adGroup, clicks, orders, sales }: Row): SearchTermRecord {
  const row = nextRow++;
  return {
    id: `sp-${row}`, campaign_type: 'SP', campaign_id: `c${adGroup}`, ad_group_id: `ag${adGroup}`, campaign_name: `Campaign ${adGroup}`, ad_group_name: `Ad group ${adGroup}`,
    type: 'keyword', keyword_id: `k${row}`, product_targeting_id: null, customer_search_term: term, text: term, expression: null, match_type: 'Broad',
    bid: 1, bid_is_default: false, state: 'enabled',
    metrics: { impressions: clicks * 10, clicks, spend: clicks, sales, orders, units: orders, click_through_rate: 0, acos: 0, cpc: 0, roas: 0, conversion_rate: 0 },
  };
}

const conflictsOf = (rows: Row[]) => termConflicts(new TermIndex(rows.map(record)), resolveInsightSettings({}));

describe('termConflicts', () => {
  test(`answers the ${CONFLICT_LIMIT} conflicts with most sales, best first, and counts them all`, () => {
    const rows: Row[] = [];
    const terms = CONFLICT_LIMIT + 5;
    for (let t = 0; t < terms; t += 1) {
      // Term t sells t + 1 in each of two ad groups; a third term per ten converts in one ad group only (no conflict).
      rows.push({ term: `term ${t}`, adGroup: 1, clicks: 10, orders: 1, sales: t + 1 }, { term: `term ${t}`, adGroup: 2, clicks: 10, orders: 1, sales: t + 1 });
      if (t % 10 === 0) rows.push({ term: `single ${t}`, adGroup: 3, clicks: 10, orders: 3, sales: 1000 });
    }
    const { conflicts, total } = conflictsOf(rows);
    expect(total).toBe(terms);
    expect(conflicts).toHaveLength(CONFLICT_LIMIT);
    expect(conflicts[0].search_term).toBe(`term ${terms - 1}`);
    expect(conflicts.at(-1)!.search_term).toBe('term 5');
    expect(conflicts.every((c, i) => i === 0 || c.metrics.sales <= conflicts[i - 1].metrics.sales)).toBe(true);
  });

  test(`lists at most ${CONFLICT_AD_GROUP_LIMIT} ad groups, best first, with figures and advice over all of them`, () => {
    const spread = 25;
    const rows: Row[] = [{ term: 'spatula', adGroup: 0, clicks: 400, orders: 80, sales: 2000 }];
    for (let g = 1; g < spread; g += 1) rows.push({ term: 'spatula', adGroup: g, clicks: 20, orders: g % 2, sales: (g % 2) * 10 });
    const [conflict] = conflictsOf(rows).conflicts;
    expect(conflict.ad_group_count).toBe(spread);
    expect(conflict.occurrences).toHaveLength(CONFLICT_AD_GROUP_LIMIT);
    expect(conflict.best_ad_group_id).toBe('ag0');
    expect(conflict.occurrences[0].ad_group_id).toBe('ag0');
    expect(conflict.converting_ad_groups).toBe(13);
    expect(conflict.metrics.clicks).toBe(400 + 20 * (spread - 1));
    expect(conflict.metrics.sales).toBe(2000 + 10 * 12);
    expect(conflict.negate_elsewhere).toBe(true);
  });

  test('a term converting in one ad group is no conflict, however many others it spent in', () => {
    const rows: Row[] = [{ term: 'lid', adGroup: 1, clicks: 10, orders: 2, sales: 40 }];
    for (let g = 2; g < 15; g += 1) rows.push({ term: 'lid', adGroup: g, clicks: 10, orders: 0, sales: 0 });
    expect(conflictsOf(rows)).toEqual({ conflicts: [], total: 0 });
  });
});
