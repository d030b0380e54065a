import { describe, expect, test } from 'vitest';
import { changeVerdict, gradeVerdict } from '../../src/compare/index.js';

describe('whether a move is good for the account', () => {
  test('lower ACOS and higher sales and ROAS are better; the opposite worse; spend is neither', () => {
    expect(changeVerdict('acos', -0.05)).toBe('better');
    expect(changeVerdict('acos', 0.05)).toBe('worse');
    expect(changeVerdict('sales', 120)).toBe('better');
    expect(changeVerdict('sales', -120)).toBe('worse');
    expect(changeVerdict('roas', 0.4)).toBe('better');
    expect(changeVerdict('cpc', 0.1)).toBe('worse');
    expect(changeVerdict('orders', 3)).toBe('better');
    expect(changeVerdict('spend', 500)).toBe('neutral');
    expect(changeVerdict('spend', -500)).toBe('neutral');
    expect(changeVerdict('clicks', 10)).toBe('neutral');
  });

  test('no change or an unknown change is neither', () => {
    expect(changeVerdict('sales', 0)).toBe('neutral');
    expect(changeVerdict('acos', null)).toBe('neutral');
  });

  test('a grade nearer A is better', () => {
    expect(gradeVerdict('B', 'A')).toBe('better');
    expect(gradeVerdict('A', 'C')).toBe('worse');
    expect(gradeVerdict('D', 'D')).toBe('neutral');
  });
});
