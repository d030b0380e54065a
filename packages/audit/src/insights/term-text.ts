/** How search terms, keywords and grams are compared: lower case, single spaces, word by word. */

/** ' Red  Valve ' -> 'red valve'. */
export function normalizeTerm(text: string): string {
  return isNormal(text) ? text : text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * True when normalizeTerm would return the text unchanged: printable ASCII without capitals, single
 * inner spaces. Most terms are; the test saves three new strings per search term row.
 */
function isNormal(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 32) {
      if (i === 0 || i === last || text.charCodeAt(i + 1) === 32) return false;
    } else if (code < 33 || code > 126 || (code >= 65 && code <= 90)) {
      return false;
    }
  }
  return true;
}

const ASIN = /^b0[0-9a-z]{8}$/;

/** A product page the ad showed on (product targeting), not words a shopper typed. Takes a normalised term. */
export function isAsinTerm(term: string): boolean {
  return term.length === 10 && ASIN.test(term);
}

/**
 * Calls `visit` with each distinct 1-, 2- and 3-word gram of a normalised term (a gram repeated in
 * the term is visited once). Hot: it runs for every distinct term of the account.
 */
export function forEachGram(term: string, visit: (gram: string, n: 1 | 2 | 3) => void, maxSize = 3): void {
  const words = term.split(' ');
  const count = words.length;
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let gram = words[i];
    for (let n = 1; n <= maxSize && i + n <= count; n += 1) {
      if (n > 1) gram += ` ${words[i + n - 1]}`;
      // Terms are short: a list is cheaper than a Set; repeats are rare.
      if (count > 1 && seen.includes(gram)) continue;
      seen.push(gram);
      visit(gram, n as 1 | 2 | 3);
    }
  }
}

/** The distinct grams of a normalised term, up to `maxSize` words. */
export function gramsOf(term: string, maxSize = 3): string[] {
  const grams: string[] = [];
  forEachGram(term, (gram) => grams.push(gram), maxSize);
  return grams;
}

/** Words in a gram ('red valve' -> 2). */
export function wordCount(gram: string): number {
  let count = 1;
  for (let i = 0; i < gram.length; i += 1) if (gram.charCodeAt(i) === 32) count += 1;
  return count;
}

/** True when `phrase` occurs in `text` as whole words in order (phrase match). Both normalised. */
export function containsPhrase(text: string, phrase: string): boolean {
  // indexOf and boundary checks rather than padded copies: called for every keyword of a campaign.
  let at = text.indexOf(phrase);
  while (at >= 0) {
    const end = at + phrase.length;
    if ((at === 0 || text.charCodeAt(at - 1) === 32) && (end === text.length || text.charCodeAt(end) === 32)) return true;
    at = text.indexOf(phrase, at + 1);
  }
  return false;
}

/**
 * A test for brand terms: true when the normalised text contains one of them anywhere, so that
 * 'acme' also keeps 'acmevalves' and 'acme's' away from the negatives.
 */
export function brandMatcher(brandTerms: readonly string[]): (text: string) => boolean {
  if (brandTerms.length === 0) return () => false;
  return (text) => brandTerms.some((brand) => text.includes(brand));
}

/** Code-unit order: deterministic and cheap (localeCompare goes through ICU, costly over 100,000 rows). */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
