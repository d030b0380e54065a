import { describe, expect, test } from 'vitest';
import { parseListInput, parseNumericInput } from '../../src/filters/filter-input.js';

describe('filter inputs', () => {
  test.each([
    ['12', 12],
    ['$1,234.50', 1234.5],
    [' 3.25 ', 3.25],
    ['.5', 0.5],
    ['0', 0],
    ['-2', -2],
    ['$0.99', 0.99],
  ])('numeric %j is %j', (text, value) => {
    expect(parseNumericInput(text)).toBe(value);
  });

  test.each(['', ' ', '.', '12.', '$', 'abc', '12abc', '1.2.3', '--1', '1e3'])('numeric %j gives no value', (text) => {
    expect(parseNumericInput(text)).toBeUndefined();
  });

  test('text lists split on commas, trim and drop empties', () => {
    expect(parseListInput(' brand, ,  exact ,,auto ')).toEqual(['brand', 'exact', 'auto']);
    expect(parseListInput('')).toEqual([]);
  });

  test('ASIN lists are upper-cased', () => {
    expect(parseListInput('b0ft3ygr9v, B000000001', { uppercase: true })).toEqual(['B0FT3YGR9V', 'B000000001']);
  });
});
