/** Kinds of product-targeting expressions: the text before '=' (e.g. asin, category, asin-expanded). */

/**
 * 'asin="B0.."' => 'asin', 'category="1" price<5' => 'category', 'close-match' =>
 * 'close-match', 'views=(similar-product lookback=30)' => 'views'.
 */
export function expressionKind(expression: string): string {
  const text = expression.trim();
  const eq = text.indexOf('=');
  const head = eq < 0 ? text : text.slice(0, eq);
  return head.trim().toLowerCase() || 'other';
}
