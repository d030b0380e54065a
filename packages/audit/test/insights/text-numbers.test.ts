// TextNumbers against a Map of strings numbering texts in the order first met.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TextNumbers } from '../../src/insights/text-numbers.js';

/** The table's hash (32-bit FNV-1a), to show that two texts really collide. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/** Two pairs of words with the same 32-bit hash (found by searching all 5-letter words). */
const SAME_HASH: [string, string][] = [['yaczf', 'glbpp'], ['yzfzf', 'geepp']];
/**
 * A word and the same word with one more letter, with the same hash: 'h' leaves the hash
 * 1972032260 unchanged (a fixed point of the hash step), and 'rdnpbhha' hashes to it.
 */
const SAME_HASH_PREFIX = ['rdnpbhha', 'rdnpbhhah', 'rdnpbhhahh'];

/** Words that share prefixes, words that hash alike, and a few random ones (non-ASCII included). */
const wordArb = fc.oneof(
  { arbitrary: fc.constantFrom('red', 'redd', 're', 'r', 'valve', 'valves', 'kit', ...SAME_HASH.flat(), ...SAME_HASH_PREFIX), weight: 3 },
  { arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', 'é', '1', '-', '😀'), minLength: 1, maxLength: 4 }), weight: 1 },
);
/** Normalised terms: words joined by single spaces. */
const termArb = fc.array(wordArb, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

/** The reference: numbers by first meeting. */
class ReferenceNumbers {
  readonly numbers = new Map<string, number>();

  numberOf(text: string): number {
    let number = this.numbers.get(text);
    if (number === undefined) this.numbers.set(text, (number = this.numbers.size));
    return number;
  }

  get texts(): string[] {
    return [...this.numbers.keys()];
  }
}

describe('TextNumbers', () => {
  test('the words of normalised terms are numbered as term.split(\' \') numbered by a Map', () => {
    fc.assert(
      fc.property(fc.array(termArb, { maxLength: 60 }), fc.integer({ min: 0, max: 600 }), (terms, capacity) => {
        const table = new TextNumbers(capacity);
        const reference = new ReferenceNumbers();
        // One list reused, as the gram table does: each call must reset it.
        const out = [7, 7, 7, 7, 7, 7, 7];
        const got = terms.map((term) => {
          table.numbersOfWords(term, out);
          return [...out];
        });
        expect(got).toEqual(terms.map((term) => term.split(' ').map((word) => reference.numberOf(word))));
        expect(table.texts).toEqual(reference.texts);
      }),
      { numRuns: 300, seed: 4301 },
    );
  });

  test('whole texts and substrings share the numbers, whatever the order met', () => {
    // Each lookup: a term, and optionally a slice of it (from, end given as fractions of its length).
    const lookupArb = fc.tuple(termArb, fc.option(fc.tuple(fc.nat(100), fc.nat(100)), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(lookupArb, { maxLength: 80 }), (lookups) => {
        const table = new TextNumbers();
        const reference = new ReferenceNumbers();
        const got: number[] = [];
        const expected: number[] = [];
        for (const [term, slice] of lookups) {
          if (slice === undefined) {
            got.push(table.numberOf(term));
            expected.push(reference.numberOf(term));
          } else {
            // A non-empty slice term[from .. end).
            const from = Math.floor((slice[0] / 101) * term.length);
            const end = from + 1 + Math.floor((slice[1] / 101) * (term.length - from));
            got.push(table.numberOf(term, from, end));
            expected.push(reference.numberOf(term.slice(from, end)));
          }
        }
        expect(got).toEqual(expected);
        expect(table.texts).toEqual(reference.texts);
      }),
      { numRuns: 300, seed: 4302 },
    );
  });

  test('a word gets one number in every term, as a whole text and as a slice', () => {
    const table = new TextNumbers();
    const out: number[] = [];
    table.numbersOfWords('red valve', out);
    expect(out).toEqual([0, 1]);
    table.numbersOfWords('big red valve kit', out);
    expect(out).toEqual([2, 0, 1, 3]);
    expect(table.numberOf('red')).toBe(0);
    expect(table.numberOf('a red one', 2, 5)).toBe(0);
    expect(table.numberOf('red valve')).toBe(4);
    expect(table.numberOf('big red valve kit', 4, 13)).toBe(4);
    expect(table.texts).toEqual(['red', 'valve', 'big', 'kit', 'red valve']);
  });

  test('prefixes are different texts: red, redd, re', () => {
    const table = new TextNumbers();
    const out: number[] = [];
    table.numbersOfWords('redd red re redd', out);
    expect(out).toEqual([0, 1, 2, 0]);
    expect(table.numberOf('redder', 0, 3)).toBe(1);
    expect(table.numberOf('redder', 0, 4)).toBe(0);
    expect(table.numberOf('redder', 0, 2)).toBe(2);
    expect(table.numberOf('redder')).toBe(3);
    expect(table.texts).toEqual(['redd', 'red', 're', 'redder']);
  });

  test('words that hash alike still get numbers of their own', () => {
    for (const [a, b] of SAME_HASH) expect(fnv1a(a)).toBe(fnv1a(b));
    const table = new TextNumbers();
    const out: number[] = [];
    table.numbersOfWords('yaczf glbpp yzfzf geepp glbpp yaczf', out);
    expect(out).toEqual([0, 1, 2, 3, 1, 0]);
    expect(table.numberOf('glbpp')).toBe(1);
    expect(table.numberOf('xgeepp', 1, 6)).toBe(3);
    expect(table.texts).toEqual(['yaczf', 'glbpp', 'yzfzf', 'geepp']);
  });

  test('a word and a longer word that hash alike, one the start of the other, are different texts', () => {
    expect(new Set(SAME_HASH_PREFIX.map(fnv1a)).size).toBe(1);
    const table = new TextNumbers();
    const out: number[] = [];
    table.numbersOfWords('rdnpbhhah rdnpbhha rdnpbhhahh rdnpbhha', out);
    expect(out).toEqual([0, 1, 2, 1]);
    // Slices of the longest word: its first 8 and 9 letters.
    expect(table.numberOf('rdnpbhhahh', 0, 8)).toBe(1);
    expect(table.numberOf('rdnpbhhahh', 0, 9)).toBe(0);
    expect(table.texts).toEqual(['rdnpbhhah', 'rdnpbhha', 'rdnpbhhahh']);
  });

  test('thousands of texts, far past the capacity, keep their numbers through the rehashes', () => {
    const table = new TextNumbers(1);
    const texts = Array.from({ length: 20_000 }, (_, k) => `w${k.toString(36)}`);
    expect(texts.map((text) => table.numberOf(text))).toEqual(texts.map((_, k) => k));
    // Met again, as whole texts and as words of longer terms.
    expect(texts.map((text) => table.numberOf(text))).toEqual(texts.map((_, k) => k));
    const out: number[] = [];
    table.numbersOfWords(`${texts[19_999]} ${texts[0]} ${texts[777]}`, out);
    expect(out).toEqual([19_999, 0, 777]);
    expect(table.texts).toEqual(texts);
  });

  // The empty text hashes to FNV's offset: it must match as the Int32Array stores it.
  test('the empty text keeps one number', () => {
    const table = new TextNumbers();
    const first = table.numberOf('');
    expect(table.numberOf('')).toBe(first);
    expect(table.numberOf('abc', 1, 1)).toBe(first);
    expect(table.texts).toEqual(['']);
  });

  test('find answers the number of a text numbered before, and -1 for any other (numbering nothing)', () => {
    const table = new TextNumbers(2);
    for (const text of ['red valve', 'valve', 'red', 'kit']) table.numberOf(text);
    expect(['valve', 'kit', 'red valve', 'red valv', 'redd', '', 'blue'].map((text) => table.find(text))).toEqual([1, 3, 0, -1, -1, -1, -1]);
    expect(table.texts).toEqual(['red valve', 'valve', 'red', 'kit']);
  });
});
