/**
 * The 1-, 2- and 3-word grams of the account's distinct search terms, counted column-wise: each
 * word gets a number, each gram an id found through a hash table of word numbers (no gram string
 * is built while counting), and every figure of a gram lives in a typed array at its id. Gram
 * texts are made only for the grams that are answered or tested.
 */
import { CountsColumns, grown } from './counts-columns.js';
import type { GramSize } from './types.js';
import { TextNumbers } from './text-numbers.js';

const EMPTY = -1;
const SLOT_SIZE = 4;
/** Examples kept per gram: the terms with most spend. */
export const GRAM_EXAMPLES = 3;

/**
 * Built in two passes: addTerm (or skipTerm) for each term in order numbers the grams; then
 * count() adds up the terms' figures, once the number of grams is known (columns made at their
 * size: grown or over-sized, they cost more than the counting).
 */
export class GramTable {
  /** Grams numbered. */
  size = 0;
  /** The figures of each gram (after count()). */
  counts = new CountsColumns(1);
  /** Distinct terms that contain the gram (after count()). */
  distinct = new Int32Array(0);
  /** Words of the gram (word numbers; EMPTY past its size). */
  private first: Int32Array;
  private second: Int32Array;
  private third: Int32Array;
  private readonly wordNumbers = new TextNumbers();
  /**
   * Open addressing, linear probing, at most three quarters full (a smaller table stays in the cache). A slot is SLOT_SIZE numbers: the gram's
   * words and its id + 1 (0 = free), side by side so that a probe reads one memory line.
   */
  private slots: Int32Array;
  /** Grams in `slots` (those of 2 and 3 words). */
  private slotted = 0;
  /** 1-word grams by word number: gram id + 1, 0 = none. Half the grams visited are single words: no probe for them. */
  private unigrams = new Int32Array(1024);
  /** Gram ids of each term added, in visiting order: termGrams[termStart[t] .. termStart[t + 1]). */
  readonly termGrams: Int32Array;
  /** Entries of termGrams in use. */
  private termGramCount = 0;
  readonly termStart: Int32Array;
  /** Terms added or skipped. */
  private termCount = 0;
  /** The word numbers of the term being added (reused: no array per term). */
  private readonly termWords: number[] = [];

  /** `terms`: how many terms will be added or skipped; `visits`: their grams at most, repeats included. */
  constructor(terms: number, visits: number) {
    this.termStart = new Int32Array(terms + 1);
    this.termGrams = new Int32Array(visits);
    const guess = Math.max(16, visits >>> 1);
    this.first = new Int32Array(guess);
    this.second = new Int32Array(guess);
    this.third = new Int32Array(guess);
    let slots = 4096;
    while (slots < visits / 2) slots *= 2;
    this.slots = new Int32Array(slots * SLOT_SIZE);
  }

  /**
   * Numbers the distinct grams of up to 3 words of term number `termNumber` (numbers 0, 1, 2, ...
   * in the order added). The term is given as its words (wordsText: single spaces, no punctuation).
   */
  addTerm(termNumber: number, term: string): void {
    if (termNumber !== this.termCount) throw new Error('terms must be added in order');
    const words = this.termWords;
    this.wordNumbers.numbersOfWords(term, words);
    const count = words.length;
    const start = this.termGramCount;
    for (let i = 0; i < count; i += 1) {
      for (let n = 1; n <= 3 && i + n <= count; n += 1) {
        const id = this.idOf(words[i], n > 1 ? words[i + 1] : EMPTY, n > 2 ? words[i + 2] : EMPTY);
        // A gram repeated in the term counts once (terms are short: a scan beats a Set).
        if (count > 1 && this.visited(start, id)) continue;
        this.termGrams[this.termGramCount++] = id;
      }
    }
    this.termStart[++this.termCount] = this.termGramCount;
  }

  /** Skips a term (an ASIN term: no grams) so that term numbers stay aligned. */
  skipTerm(): void {
    this.termStart[++this.termCount] = this.termGramCount;
  }

  /**
   * Adds up each gram's figures from those of its terms (`termCounts` by term number), in term
   * order, and counts its distinct terms.
   */
  count(termCounts: CountsColumns): void {
    const counts = (this.counts = new CountsColumns(this.size));
    const distinct = (this.distinct = new Int32Array(this.size));
    for (let t = 0; t < this.termCount; t += 1) {
      for (let k = this.termStart[t]; k < this.termStart[t + 1]; k += 1) {
        const id = this.termGrams[k];
        counts.addItem(id, termCounts, t);
        distinct[id] += 1;
      }
    }
  }

  /**
   * The example terms of the grams `ids` (term numbers, at most GRAM_EXAMPLES each): the first
   * terms met with the most spend (strictly more displaces). Made for the grams answered only.
   */
  examplesOf(ids: readonly number[], termCounts: CountsColumns): Map<number, number[]> {
    const place = new Int32Array(this.size).fill(EMPTY);
    ids.forEach((id, k) => {
      if (place[id] === EMPTY) place[id] = k;
    });
    const terms = new Int32Array(ids.length * GRAM_EXAMPLES).fill(EMPTY);
    const spends = new Float64Array(ids.length * GRAM_EXAMPLES).fill(-1);
    for (let t = 0; t < this.termCount; t += 1) {
      const spend = termCounts.spend(t);
      for (let k = this.termStart[t]; k < this.termStart[t + 1]; k += 1) {
        const at = place[this.termGrams[k]];
        if (at === EMPTY) continue;
        const base = at * GRAM_EXAMPLES;
        let slot = GRAM_EXAMPLES;
        while (slot > 0 && spend > spends[base + slot - 1]) slot -= 1;
        if (slot === GRAM_EXAMPLES) continue;
        for (let j = GRAM_EXAMPLES - 1; j > slot; j -= 1) {
          spends[base + j] = spends[base + j - 1];
          terms[base + j] = terms[base + j - 1];
        }
        spends[base + slot] = spend;
        terms[base + slot] = t;
      }
    }
    const examples = new Map<number, number[]>();
    for (const id of ids) {
      const base = place[id] * GRAM_EXAMPLES;
      examples.set(id, Array.from(terms.subarray(base, base + GRAM_EXAMPLES)).filter((t) => t !== EMPTY));
    }
    return examples;
  }

  /** The gram ids of term number t, in the order its grams were visited. */
  gramsOfTerm(t: number): Int32Array {
    return this.termGrams.subarray(this.termStart[t], this.termStart[t + 1]);
  }

  sizeOf(id: number): GramSize {
    return this.second[id] === EMPTY ? 1 : this.third[id] === EMPTY ? 2 : 3;
  }

  text(id: number): string {
    const words = this.wordNumbers.texts;
    let text = words[this.first[id]];
    if (this.second[id] !== EMPTY) text += ` ${words[this.second[id]]}`;
    if (this.third[id] !== EMPTY) text += ` ${words[this.third[id]]}`;
    return text;
  }

  /** The ids of the shorter grams inside a gram (2 words: both words; 3: the words and both pairs); -1 when not counted. */
  shorterGrams(id: number): number[] {
    const a = this.first[id];
    const b = this.second[id];
    const c = this.third[id];
    if (b === EMPTY) return [];
    if (c === EMPTY) return [this.find(a, EMPTY, EMPTY), this.find(b, EMPTY, EMPTY)];
    return [this.find(a, EMPTY, EMPTY), this.find(a, b, EMPTY), this.find(b, EMPTY, EMPTY), this.find(b, c, EMPTY), this.find(c, EMPTY, EMPTY)];
  }

  private visited(start: number, id: number): boolean {
    for (let k = start; k < this.termGramCount; k += 1) if (this.termGrams[k] === id) return true;
    return false;
  }

  private hash(a: number, b: number, c: number): number {
    let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ (b + 0x632be5ab), 0xc2b2ae35);
    h = Math.imul(h ^ (c + 0x27d4eb2f), 0x165667b1);
    return h ^ (h >>> 15);
  }

  /** The slot (its first number) holding the gram, or the free slot where it would go. */
  private slotOf(a: number, b: number, c: number): number {
    const { slots } = this;
    const mask = slots.length / SLOT_SIZE - 1;
    for (let slot = this.hash(a, b, c) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * SLOT_SIZE;
      if (slots[at + 3] === 0 || (slots[at] === a && slots[at + 1] === b && slots[at + 2] === c)) return at;
    }
  }

  /** The id of a gram, or -1 when it was not counted. */
  private find(a: number, b: number, c: number): number {
    if (b === EMPTY) return a < this.unigrams.length ? this.unigrams[a] - 1 : -1;
    return this.slots[this.slotOf(a, b, c) + 3] - 1;
  }

  /** The id of a gram, numbered when new. */
  private idOf(a: number, b: number, c: number): number {
    if (b === EMPTY) {
      if (a < this.unigrams.length && this.unigrams[a] !== 0) return this.unigrams[a] - 1;
      const id = this.numbered(a, b, c);
      if (a >= this.unigrams.length) this.unigrams = grown(this.unigrams, Math.max(a + 1, this.unigrams.length * 2));
      this.unigrams[a] = id + 1;
      return id;
    }
    const at = this.slotOf(a, b, c);
    if (this.slots[at + 3] !== 0) return this.slots[at + 3] - 1;
    const id = this.numbered(a, b, c);
    this.place(at, id);
    this.slotted += 1;
    if (this.slotted * 4 > (this.slots.length / SLOT_SIZE) * 3) this.rehash();
    return id;
  }

  /** A new gram id for the words. */
  private numbered(a: number, b: number, c: number): number {
    const id = this.size++;
    if (id >= this.first.length) {
      this.first = grown(this.first, this.first.length * 2);
      this.second = grown(this.second, this.second.length * 2);
      this.third = grown(this.third, this.third.length * 2);
    }
    this.first[id] = a;
    this.second[id] = b;
    this.third[id] = c;
    return id;
  }

  private place(at: number, id: number): void {
    this.slots[at] = this.first[id];
    this.slots[at + 1] = this.second[id];
    this.slots[at + 2] = this.third[id];
    this.slots[at + 3] = id + 1;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let id = 0; id < this.size; id += 1) {
      if (this.second[id] !== EMPTY) this.place(this.slotOf(this.first[id], this.second[id], this.third[id]), id);
    }
  }
}
