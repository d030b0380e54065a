/**
 * How search terms, keywords and grams are compared: lower case, single spaces, word by word;
 * grams and negatives see words split on punctuation too, and match close variants (plurals).
 */

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

/** Letters and digits, joined inside a word by an apostrophe or (between digits) a point: "men's", '3.5'. */
const WORD = /[\p{L}\p{N}]+(?:(?:['\u2019][\p{L}\p{N}]+)|(?:(?<=\p{N})\.(?=\p{N})\p{N}+))*/gu;

/** True when the text has only lower-case ASCII letters, digits and single spaces: its words are its text. */
function isPlainWords(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (!(code === 32 || (code >= 97 && code <= 122) || (code >= 48 && code <= 57))) return false;
  }
  return true;
}

/**
 * The words of a normalised term as grams and negative matching see them, joined by single spaces:
 * punctuation and dashes split words ('anti-snoring' -> 'anti snoring'), and what is only symbols
 * ('-', '&', '+', the object replacement character) is no word. '' when nothing is left.
 */
export function wordsText(term: string): string {
  if (isPlainWords(term)) return term;
  return (term.match(WORD) ?? []).join(' ').replace(/\u2019/g, "'");
}

/** The close-variant key of text[from .. end), one word (see variantKeyOfWord); the same string when it is its own key. */
function variantKeyOfSlice(text: string, from: number, end: number): string | null {
  const n = end - from;
  // Most words are their own key: tell so without a new string.
  if (n <= 3 || text.charCodeAt(end - 1) !== 115 /* s */) return null;
  const at = (back: number) => text.charCodeAt(end - back);
  const c2 = at(2);
  if (c2 === 39 /* ' */) return text.slice(from, end - 2);
  const c3 = at(3);
  if (c2 === 101 /* e */ && c3 === 105 /* i */ && n > 4) return `${text.slice(from, end - 3)}y`;
  if (c2 === 101 /* e */) {
    // -sses, -xes, -zes, -ches, -shes: the plural adds 'es'.
    const c4 = at(4);
    if ((c3 === 115 && c4 === 115) || c3 === 120 || c3 === 122 || (c3 === 104 && (c4 === 99 || c4 === 115))) return text.slice(from, end - 2);
  }
  // -ss, -us, -is: not a plural.
  if (c2 === 115 || c2 === 117 || c2 === 105) return null;
  return text.slice(from, end - 1);
}

/**
 * The singular-like key of a word, so that close variants compare equal: 'devices' and 'device',
 * 'batteries' and 'battery', 'boxes' and 'box'. Only a key (both sides go through it), not English.
 */
export function variantKeyOfWord(word: string): string {
  return variantKeyOfSlice(word, 0, word.length) ?? word;
}

/**
 * A normalised text as Amazon's negative matching compares it: its words (wordsText), each
 * reduced to its close-variant key, so that singular and plural match. Hot (every term an
 * existing negative is checked against): a text whose words are their own keys is returned as is.
 */
export function closeVariantKey(text: string): string {
  const words = wordsText(text);
  let key: string | null = null;
  let from = 0;
  for (;;) {
    let end = words.indexOf(' ', from);
    if (end < 0) end = words.length;
    const word = variantKeyOfSlice(words, from, end);
    if (word !== null) key = `${key ?? ''}${words.slice(key === null ? 0 : from, from)}${word}`;
    else if (key !== null) key += words.slice(from, end);
    if (end === words.length) return key ?? words;
    if (key !== null) key += ' ';
    from = end + 1;
  }
}

/**
 * Calls `visit` with each distinct 1-, 2- and 3-word gram of a normalised term (a gram repeated in
 * the term is visited once). Hot: it runs for every distinct term of the account.
 */
export function forEachGram(term: string, visit: (gram: string, n: 1 | 2 | 3) => void, maxSize = 3): void {
  const text = wordsText(term);
  if (text === '') return;
  const words = text.split(' ');
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
