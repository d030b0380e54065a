import { describe, expect, test } from 'vitest';
import { expressionKind } from '../../src/bulk/expression.js';

describe('expressionKind: the text before =', () => {
  test.each([
    ['asin="B0ABCDEFGH"', 'asin'],
    ['asin-expanded="B0ABCDEFGH"', 'asin-expanded'],
    ['category="702368011" price<49.99', 'category'],
    ['keyword-group="category"', 'keyword-group'],
    ['close-match', 'close-match'],
    [' Loose-Match ', 'loose-match'],
    ['views=(similar-product lookback=30)', 'views'],
    ['audience="360733347960105375"', 'audience'],
    ['', 'other'],
    ['="x"', 'other'],
  ])('%j => %j', (expression, kind) => {
    expect(expressionKind(expression)).toBe(kind);
  });
});
