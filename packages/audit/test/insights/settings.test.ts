import { describe, expect, test } from 'vitest';
import { parseBrandTerms, resolveInsightSettings, validateInsightSettings } from '../../src/insights/settings.js';
import { containsPhrase, gramsOf, isAsinTerm } from '../../src/insights/term-text.js';

describe('insight settings', () => {
  test('defaults: 30 % target ACOS, 10 clicks, no brand, factor 1, 2 orders to harvest', () => {
    expect(resolveInsightSettings()).toEqual({ target_acos: 30, min_clicks: 10, brand_terms: [], waste_factor: 1, harvest_min_orders: 2 });
    expect(resolveInsightSettings({ target_acos: 25, brand_terms: ['Acme', 'acme '] })).toMatchObject({ target_acos: 25, brand_terms: ['acme'] });
  });

  test('brand terms from a comma list: trimmed, lower case, no empty or repeated one', () => {
    expect(parseBrandTerms(' Acme,, acme  Pro ,ACME')).toEqual(['acme', 'acme pro']);
  });

  test('clear messages for values out of range', () => {
    expect(validateInsightSettings({ target_acos: 0, min_clicks: 2.5, waste_factor: Number.NaN, brand_terms: ['x'.repeat(101)] })).toEqual([
      { field: 'target_acos', message: 'Target ACOS must be between 1 % and 1000 %.' },
      { field: 'min_clicks', message: 'Minimum clicks must be a whole number.' },
      { field: 'waste_factor', message: 'Waste factor must be a number.' },
      { field: 'brand_terms', message: 'A brand term can have at most 100 characters.' },
    ]);
    expect(validateInsightSettings({ target_acos: 30, min_clicks: 0 })).toEqual([]);
  });
});

describe('term text', () => {
  test('1-, 2- and 3-word grams, each once', () => {
    expect(gramsOf('a b a b')).toEqual(['a', 'a b', 'a b a', 'b', 'b a', 'b a b']);
  });

  test('phrase match is word by word', () => {
    expect(containsPhrase('red valve kit', 'valve kit')).toBe(true);
    expect(containsPhrase('red valves', 'valve')).toBe(false);
    expect(containsPhrase('valve', 'valve')).toBe(true);
  });

  test('ASIN terms', () => {
    expect(isAsinTerm('b0abcdefgh')).toBe(true);
    expect(isAsinTerm('b0 valve kit')).toBe(false);
  });
});
