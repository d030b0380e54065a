import { describe, expect, test } from 'vitest';
import { aggregateParentTargets } from '../../src/business/aggregate-parent-targets.js';
import type { ParentTargetRow } from '../../src/business/parent-asin-types.js';
import { metricsFromCounts } from '../../src/metrics/metrics.js';

/** A prorated target row; keyword match types start with a capital, targeting expression kinds do not. */
const row = (target: string, campaign: string, type_code: ParentTargetRow['type_code'], spend: number, sales: number, clicks: number, match_type = 'Exact'): ParentTargetRow => ({
  target,
  kind: /^[A-Z]/.test(match_type) ? 'keyword' : 'product_targeting',
  match_type,
  campaign_id: campaign,
  campaign_name: campaign,
  type_code,
  metrics: metricsFromCounts({ impressions: clicks * 10, clicks, spend, sales, orders: clicks / 2, units: clicks / 2 }),
});

describe('aggregateParentTargets', () => {
  test('the same target and match type in several campaigns becomes one row with the summed prorated counts', () => {
    const rows = aggregateParentTargets([
      row('brass valve', 'Manual B', 'SP', 7.5, 30, 16),
      row('valve', 'Manual B', 'SP', 4.5, 0, 8, 'Phrase'),
      row('brass valve', 'Display D', 'SD', 2.5, 10, 4),
      row('brass valve', 'Manual C', 'SP', 1, 0, 2),
    ]);
    expect(rows.map((r) => [r.target, r.match_type, r.campaign_names, r.type_codes, r.metrics.spend])).toEqual([
      ['brass valve', 'Exact', ['Manual B', 'Display D', 'Manual C'], ['SP', 'SD'], 11],
      ['valve', 'Phrase', ['Manual B'], ['SP'], 4.5],
    ]);
    const brass = rows[0].metrics;
    expect([brass.sales, brass.clicks, brass.impressions, brass.orders]).toEqual([40, 22, 220, 11]);
  });

  test('ratios are recomputed from the sums, never averaged', () => {
    const [merged] = aggregateParentTargets([row('valve', 'A', 'SP', 10, 10, 10), row('valve', 'B', 'SP', 30, 90, 10)]);
    expect(merged.metrics.roas).toBeCloseTo(100 / 40, 12);
    expect(merged.metrics.acos).toBeCloseTo((40 / 100) * 100, 12);
    expect(merged.metrics.cpc).toBeCloseTo(40 / 20, 12);
    expect(merged.metrics.conversion_rate).toBeCloseTo((10 / 20) * 100, 12);
  });

  test('a keyword and a match type of another kind stay apart; a campaign listed once', () => {
    const rows = aggregateParentTargets([
      row('valve', 'A', 'SP', 3, 0, 2, 'Exact'),
      row('valve', 'A', 'SP', 2, 0, 2, 'Broad'),
      row('close-match', 'A', 'SP', 1, 0, 2, 'close-match'),
    ]);
    expect(rows.map((r) => [r.target, r.match_type, r.kind, r.campaign_names])).toEqual([
      ['valve', 'Exact', 'keyword', ['A']],
      ['valve', 'Broad', 'keyword', ['A']],
      ['close-match', 'close-match', 'product_targeting', ['A']],
    ]);
    expect(aggregateParentTargets([])).toEqual([]);
  });
});
