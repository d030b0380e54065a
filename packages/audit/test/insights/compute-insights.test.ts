import { describe, expect, test } from 'vitest';
import { computeInsights } from '../../src/insights/compute-insights.js';
import type { HarvestSuggestion } from '../../src/insights/types.js';
import { insightsInput } from './insights-fixture.js';

const input = insightsInput();
const insights = (settings = {}) => computeInsights(input, settings);

describe('computeInsights on an account built for it', () => {
  test('the thresholds derive from the account: cost per order 240 / 20 = 12', () => {
    const { account, settings } = insights();
    expect(account).toEqual({ spend: 240, orders: 20, cost_per_order: 12, waste_threshold: 12, high_acos_threshold: 60 });
    expect(settings).toEqual({ target_acos: 30, min_clicks: 10, brand_terms: [], waste_factor: 1, harvest_min_orders: 2 });
    expect(insights({ waste_factor: 2.5 }).account.waste_threshold).toBe(30);
  });

  test('wasted spend of keywords and targets: no orders, and far above target ACOS', () => {
    const { targets } = insights().wasted_spend;
    expect(targets.rows.map((r) => [r.subject, r.text, r.reason, r.wasted, r.campaign_id, r.ad_group_name, r.entity_id])).toEqual([
      ['keyword', 'blue valve', 'no_orders', 37, '100', 'AG Exact', '112'],
      ['keyword', 'valve', 'high_acos', 25, '100', 'AG Broad', '121'],
    ]);
    expect(targets.totals).toEqual([
      { key: 'all', spend: 240, wasted: 62, share_of_spend: (62 / 240) * 100, count: 2 },
      { key: 'SP', spend: 216, wasted: 62, share_of_spend: (62 / 216) * 100, count: 2 },
      { key: 'SB', spend: 24, wasted: 0, share_of_spend: 0, count: 0 },
    ]);
  });

  test('wasted spend of search terms, each with its sheet row', () => {
    const { search_terms } = insights().wasted_spend;
    expect(search_terms.rows.map((r) => [r.text, r.wasted])).toEqual([
      ['valve thing', 20], ['B0ABCDEFGH', 20], ['already bad', 15], ['Acme Valve', 15],
      ['cheap valve set', 14], ['blue valve cheap', 14], ['pump parts', 13],
    ]);
    const cheapSet = search_terms.rows.find((r) => r.text === 'cheap valve set')!;
    expect(cheapSet.source).toEqual({ sheet: 'SB Search Term Report', row: 3 });
    expect(cheapSet.campaign_type).toBe('SB');
    expect(search_terms.totals.find((t) => t.key === 'SB')).toMatchObject({ wasted: 14, count: 1 });
    expect(search_terms.totals[0]).toMatchObject({ key: 'all', wasted: 111, count: 7 });
  });

  test('a higher minimum of clicks judges fewer rows', () => {
    expect(insights({ min_clicks: 15 }).wasted_spend.search_terms.rows.map((r) => r.text)).toEqual(['B0ABCDEFGH', 'already bad', 'Acme Valve']);
  });

  test('n-grams: distinct terms and figures per gram; ASIN terms apart', () => {
    const { ngrams } = insights();
    const cheap = ngrams.grams.find((g) => g.gram === 'cheap')!;
    expect(cheap).toMatchObject({ n: 1, distinct_terms: 3, example_terms: ['blue valve cheap', 'cheap valve set', 'cheap pump'] });
    expect(cheap.metrics).toMatchObject({ clicks: 30, spend: 34, orders: 0, acos: 0 });
    const redValve = ngrams.grams.find((g) => g.gram === 'red valve')!;
    // 'red valve' (both ad groups) and 'red valve kit': 55 clicks, $55, $470 sales, 13 orders.
    expect(redValve).toMatchObject({ n: 2, distinct_terms: 2 });
    expect(redValve.metrics).toMatchObject({ clicks: 55, spend: 55, sales: 470, orders: 13 });
    expect(redValve.metrics.conversion_rate).toBeCloseTo((13 / 55) * 100, 10);
    expect(ngrams.grams.some((g) => g.gram.includes('b0abcdefgh'))).toBe(false);
    expect(ngrams.asin_terms).toEqual([expect.objectContaining({ asin: 'B0ABCDEFGH', rows: 1 })]);
    expect(ngrams.total_asin_terms).toBe(1);
    expect(ngrams.worst[0].gram).toBe('cheap');
    expect(ngrams.best[0].metrics.acos).toBeLessThanOrEqual(ngrams.best[1].metrics.acos);
  });

  test('negative suggestions: exact for wasting terms, phrase for wasting grams, with the conflict check', () => {
    const list = insights().negative_suggestions;
    const summary = list.map((s) => [s.match_type, s.keyword_text, s.campaign_name, s.ad_group_name, s.exportable, s.conflicts.map((c) => c.kind)]);
    expect(summary).toEqual([
      ['Negative Phrase', 'blue', 'SP Manual', null, true, ['keyword']],
      ['Negative Exact', 'valve thing', 'SP Manual', 'AG Broad', true, []],
      ['Negative Exact', 'acme valve', 'SP Manual', 'AG Exact', true, []],
      ['Negative Exact', 'blue valve cheap', 'SP Manual', 'AG Exact', true, []],
      ['Negative Exact', 'cheap valve set', 'SB Brand', 'SB AG', false, []],
      ['Negative Phrase', 'cheap', 'SP Manual', null, true, []],
      ['Negative Phrase', 'cheap', 'SB Brand', null, false, []],
      ['Negative Exact', 'pump parts', 'SP Manual', 'AG Exact', true, ['search_term']],
      ['Negative Phrase', 'cheap', 'SP Auto', null, true, []],
    ]);
    const blue = list[0];
    expect(blue.conflicts[0]).toMatchObject({ text: 'blue valve', ad_group_name: 'AG Exact', keyword_id: '112' });
    expect(blue.conflicts[0].warning).toBe('Would block the keyword "blue valve" (Phrase) in ad group "AG Exact".');
    const pump = list.find((s) => s.keyword_text === 'pump parts')!;
    expect(pump.conflicts[0]).toMatchObject({ ad_group_name: 'AG Broad', orders: 1, sales: 50, source: { sheet: 'SP Search Term Report', row: 9 } });
    expect(pump.conflicts[0].warning).toBe('Would block the search term "pump parts", which converted in ad group "AG Broad" (1 order).');
    expect(pump.sources).toEqual([{ sheet: 'SP Search Term Report', row: 4 }]);
  });

  test('brand terms are never suggested as negatives, whole terms or grams', () => {
    const texts = insights({ brand_terms: ['ACME', ' cheap '] }).negative_suggestions.map((s) => s.keyword_text);
    expect(texts).toEqual(['blue', 'valve thing', 'pump parts']);
  });

  test('harvest: converting terms under target ACOS, on the minimum clicks, that are not an Exact keyword yet', () => {
    const row = (h: HarvestSuggestion) => [h.search_term, h.metrics.orders, h.suggested_bid, h.exportable, h.destination?.ad_group_id ?? null];
    // 'red valve kit' (2 orders on 5 clicks) is under the minimum of 10 clicks: not harvested.
    expect(insights().harvest_suggestions.map(row)).toEqual([
      ['green valve kit', 3, 1, false, null],
      // The SB keyword 'valve set' is Broad: the term is not an Exact keyword yet.
      ['valve set', 3, 1, false, null],
    ]);
    const fromFiveClicks = (settings = {}) => insights({ min_clicks: 5, ...settings }).harvest_suggestions;
    expect(fromFiveClicks().map(row)).toEqual([
      ['green valve kit', 3, 1, false, null],
      ['valve set', 3, 1, false, null],
      ['red valve kit', 2, 1, true, '110'],
    ]);
    // A lower target drops green valve kit (ACOS 15 %); a higher minimum of orders drops red valve kit.
    expect(fromFiveClicks({ target_acos: 12 }).map((h) => h.search_term)).toEqual(['valve set', 'red valve kit']);
    expect(fromFiveClicks({ harvest_min_orders: 3 }).map((h) => h.search_term)).toEqual(['green valve kit', 'valve set']);
  });

  test('term conflicts: a term converting in several ad groups, best first', () => {
    const [conflict, ...rest] = insights().term_conflicts;
    expect(rest).toEqual([]);
    expect(conflict.search_term).toBe('red valve');
    expect(conflict.best_ad_group_id).toBe('110');
    expect(conflict.occurrences.map((o) => [o.ad_group_name, o.metrics.orders, o.metrics.acos])).toEqual([['AG Exact', 10, 10], ['Auto AG', 1, 50]]);
    expect(conflict.occurrences[1].sources).toEqual([{ sheet: 'SP Search Term Report', row: 14 }]);
  });
});

describe('the long lists say how many there are', () => {
  test('under the limits every item is answered and the totals count them', () => {
    const result = insights();
    expect(result.total_negative_suggestions).toBe(9);
    expect(result.total_harvest_suggestions).toBe(2);
    expect(result.wasted_spend.search_terms.total_rows).toBe(7);
    expect(result.wasted_spend.targets.total_rows).toBe(2);
    expect(insights({ brand_terms: ['acme', 'cheap'] }).total_negative_suggestions).toBe(3);
  });
});
