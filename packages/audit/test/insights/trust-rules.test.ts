import { describe, expect, test } from 'vitest';
import { computeInsights } from '../../src/insights/compute-insights.js';
import { wilsonInterval } from '../../src/metrics/wilson-interval.js';
import { closeVariantKey, wordsText } from '../../src/insights/term-text.js';
import type { InsightSettings } from '../../src/insights/types.js';
import { insightsInput } from './insights-fixture.js';
import { TRUST_ACCOUNT, TRUST_SETTINGS } from './trust-fixture.js';

const input = insightsInput(TRUST_ACCOUNT);
const insights = (settings: Partial<InsightSettings> = {}) => computeInsights(input, { ...TRUST_SETTINGS, ...settings });
const result = insights();
const negative = (text: string, campaign: string) => {
  const found = result.negative_suggestions.find((s) => s.keyword_text === text && s.campaign_name === campaign);
  if (!found) throw new Error(`no negative '${text}' in ${campaign}`);
  return found;
};

describe('words: punctuation and dashes split them, symbols are none', () => {
  test("'anti-snoring' counts as 'anti snoring'; '-', '&' and U+FFFC make no gram", () => {
    expect(wordsText('anti-snoring mouthpiece - large & small \uFFFC')).toBe('anti snoring mouthpiece large small');
    expect(wordsText("men\u2019s 3.5 inch + strap")).toBe("men's 3.5 inch strap");
    expect(wordsText('- & +')).toBe('');
    const grams = result.ngrams.grams.map((g) => g.gram);
    const antiSnoring = result.ngrams.grams.find((g) => g.gram === 'anti snoring')!;
    // 'anti snoring devices', 'anti-snoring mouthpiece ...' and 'anti snoring strips'.
    expect(antiSnoring.distinct_terms).toBe(3);
    expect(antiSnoring.metrics).toMatchObject({ clicks: 24, spend: 42, orders: 3 });
    expect(grams).not.toContain('anti-snoring');
    expect(grams.some((g) => /(^| )[-&+\uFFFC]( |$)/u.test(g))).toBe(false);
    expect(grams).toContain('mouthpiece large small');
  });
});

describe('close variants: singular and plural match as Amazon matches them', () => {
  test('the keys of a plural and its singular are equal', () => {
    expect(closeVariantKey('anti snoring devices')).toBe(closeVariantKey('anti snoring device'));
    expect(closeVariantKey('batteries')).toBe(closeVariantKey('battery'));
    expect(closeVariantKey('boxes')).toBe('box');
    expect(closeVariantKey('glass')).toBe('glass');
  });

  test("the phrase negative 'snoring device' warns that it blocks the converting 'anti snoring devices' and the Exact keyword", () => {
    const phrase = negative('snoring device', 'SP Snoring');
    expect(phrase.match_type).toBe('Negative Phrase');
    expect(phrase.conflicts.map((c) => [c.kind, c.text, c.close_variant, c.orders])).toEqual([
      ['keyword', 'anti snoring devices', true, 0],
      ['search_term', 'anti snoring devices', true, 3],
    ]);
    expect(phrase.conflicts[0].warning).toBe('Would block the keyword "anti snoring devices" (Exact) (as a close variant) in ad group "AG Main".');
    expect(phrase.conflicts[1].warning).toBe(
      'Would block the search term "anti snoring devices" (as a close variant), which converted in ad group "AG Main" (3 orders).',
    );
  });

  test('an existing negative stops its close variants: no suggestion, and the wasted row says which negative covers it', () => {
    expect(result.negative_suggestions.some((s) => s.keyword_text === 'mouth guard')).toBe(false);
    const row = result.wasted_spend.search_terms.rows.find((r) => r.text === 'mouth guard')!;
    expect(row.covered_by).toEqual({ text: 'mouth guards', match_type: 'Negative Exact', level: 'ad_group' });
    const uncovered = result.wasted_spend.search_terms.rows.find((r) => r.text === 'snoring device cheap')!;
    expect(uncovered.covered_by).toBeNull();
  });

  test('a wasting product target already negated in its ad group names the negative target', () => {
    const target = (id: string) => result.wasted_spend.targets.rows.find((r) => r.entity_id === id)!;
    expect(target('6101').covered_by).toEqual({ text: 'asin="b0compet01"', match_type: 'Negative Product Target', level: 'ad_group' });
    expect(target('6102').covered_by).toBeNull();
  });
});

describe('paused campaigns and ad groups: flagged, to be kept apart', () => {
  test('negatives in a paused campaign or ad group are paused; the campaign phrase of a serving campaign is not', () => {
    expect(negative('chin strap bulk', 'SP Paused Campaign').paused).toBe(true);
    expect(negative('snore stopper chin strap', 'SP Snoring').paused).toBe(true);
    expect(negative('snoring device cheap', 'SP Snoring').paused).toBe(false);
    expect(negative('snoring device', 'SP Snoring').paused).toBe(false);
  });

  test('a harvest goes to a serving ad group named for Exact, not a PHRASE one; a paused destination is flagged', () => {
    const harvest = (term: string) => result.harvest_suggestions.find((h) => h.search_term === term)!;
    const tape = harvest('mouth tape for sleeping');
    // It converts best in 'Ad Group PHRASE Match' (ACOS 5 %), but goes to the Exact one.
    expect(tape.occurrences[0].ad_group_name).toBe('Ad Group PHRASE Match');
    expect(tape.destination?.ad_group_name).toBe('Ad Group EXACT Match');
    expect(tape.paused).toBe(false);
    const strap = harvest('chin strap for snoring');
    expect(strap.destination?.campaign_name).toBe('SP Paused Campaign');
    expect([strap.paused, strap.exportable]).toEqual([true, true]);
  });
});

describe('the figures that qualified a suggestion', () => {
  test("a phrase negative shows the gram's account-wide figures beside the campaign's share", () => {
    const phrase = negative('snoring device', 'SP Other');
    expect(phrase.metrics).toMatchObject({ clicks: 12, spend: 20, orders: 0 });
    expect(phrase.qualifying_scope).toBe('account');
    expect(phrase.qualifying_metrics).toMatchObject({ clicks: 24, spend: 40, orders: 0 });
  });

  test('an exact negative was judged on its own figures in the ad group', () => {
    const exact = negative('snoring device cheap', 'SP Snoring');
    expect(exact.qualifying_scope).toBe('ad_group');
    expect(exact.qualifying_metrics).toEqual(exact.metrics);
  });
});

describe('harvest honours the minimum clicks and the minimum orders', () => {
  test('2 orders on 3 clicks are not harvested at 10 clicks, and are at 3', () => {
    const terms = (settings: Partial<InsightSettings> = {}) => insights(settings).harvest_suggestions.map((h) => h.search_term);
    expect(terms()).not.toContain('mouth tape kids');
    expect(terms({ min_clicks: 3 })).toContain('mouth tape kids');
    expect(terms({ min_clicks: 3, harvest_min_orders: 3 })).not.toContain('mouth tape kids');
  });
});

describe('term conflicts: every ad group, and advice only on a supported lead', () => {
  const conflict = (term: string) => result.term_conflicts.find((c) => c.search_term === term)!;

  test("the term's figures cover every ad group it spent in, converting or not", () => {
    const dilators = conflict('nasal dilators');
    expect(dilators.occurrences.map((o) => [o.ad_group_name, o.metrics.orders, o.metrics.spend])).toEqual([
      ['Nasal B', 1, 0.83], ['Nasal A', 5, 100], ['Nasal C', 0, 45.16],
    ]);
    expect(dilators.converting_ad_groups).toBe(2);
    expect(dilators.metrics.spend).toBeCloseTo(145.99, 10);
  });

  test('a lead on 1 click, 1 order and $0.83 is no reason to negate the term elsewhere', () => {
    const dilators = conflict('nasal dilators');
    expect(dilators.best_ad_group_id).toBe('5200');
    expect(dilators.negate_elsewhere).toBe(false);
    expect(dilators.advice).toBe(
      'Not enough data to negate it elsewhere: the best ad group "SP Nasal › Nasal B" has ACOS 3.32% on 1 click and 1 order, under the minimum of 10 clicks.',
    );
  });

  test("30 orders on 100 clicks lead 1 order on 60 clicks even at the interval's ends", () => {
    const strips = conflict('nasal strips');
    expect(strips.best_ad_group_id).toBe('5100');
    // Nasal A at its worst (30/100 at the low end) beats Nasal B at its best (1/60 at the high end).
    const worstA = (100 / (100 * wilsonInterval(30, 100).low * (1000 / 30))) * 100;
    const bestB = (60 / (60 * wilsonInterval(1, 60).high * 33)) * 100;
    expect(worstA).toBeLessThan(bestB);
    expect(strips.negate_elsewhere).toBe(true);
    expect(strips.advice).toMatch(/^Negate it \(Negative Exact\) in the other ad groups: "SP Nasal › Nasal A" leads with ACOS 10\.00% on 100 clicks and 30 orders/);
  });
});

describe('the share of wasted spend says what it is a share of', () => {
  test('each level names its denominator', () => {
    expect(result.wasted_spend.targets.share_basis).toBe('of the spend of all keywords and product targets');
    expect(result.wasted_spend.search_terms.share_basis).toBe('of the spend of all search term rows');
  });
});

describe('Wilson interval', () => {
  test('38 clicks and 2 orders: a conversion rate anywhere from about 1.5 % to 17 %', () => {
    const { low, high } = wilsonInterval(2, 38);
    expect(low).toBeCloseTo(0.01455, 4);
    expect(high).toBeCloseTo(0.17285, 4);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(0, 10).low).toBe(0);
  });
});
