/** Parsing of the filter panel's inputs. */

/**
 * Numeric inputs strip '$' and commas. Empty input, a lone '.', a trailing '.' or
 * non-numeric input yields no value (undefined).
 */
export function parseNumericInput(text: string): number | undefined {
  const cleaned = text.replace(/[$,]/g, '').trim();
  if (cleaned === '' || cleaned.endsWith('.')) return undefined;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Text lists split on commas, trim and drop empties; ASIN lists are upper-cased. */
export function parseListInput(text: string, options: { uppercase?: boolean } = {}): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => (options.uppercase ? s.toUpperCase() : s));
}
