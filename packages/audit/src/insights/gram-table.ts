/**
 * The 1-, 2- and 3-word grams of the account's distinct search terms, counted column-wise: each
 * word gets a number, each gram an id found through a hash table of word numbers (no gram string
 * is built while counting), and every figure of a gram lives in a typed array at its id. Gram
 * texts are made only for the grams that are answered or tested.
 */
import type { BaseCounts } from '../metrics/metrics.js';
import { CountsColumns, filled, filledDoubles } from './counts-columns.js';
import type { GramSize } from './types.js';

const EMPTY = -1;
/** Examples kept per gram: the terms with most spend. */
export const GRAM_EXAMPLES = 3;

export class GramTable {
  /** Grams counted. */
  size = 0;
  readonly counts: CountsColumns;
  /** Distinct terms that contain the gram. */
  readonly distinct: number[];
  /** Words of the gram (word numbers; EMPTY past its size). */
  private readonly first: number[];
  private readonly second: number[];
  private readonly third: number[];
  /** Example terms (their numbers in the caller's term list) and their spend, most spend first. */
  private readonly exampleTerms: number[];
  private readonly exampleSpend: number[];
  private readonly wordNumbers = new Map<string, number>();
  private readonly words: string[] = [];
  /** Open addressing, linear probing: gram id + 1 per slot, 0 = free. */
  private slots = new Int32Array(4096);
  /** Gram ids of each term added, in visiting order: termGrams[termStart[t] .. termStart[t + 1]). */
  private readonly termGrams: number[];
  /** Entries of termGrams in use (it is made at the capacity). */
  private termGramCount = 0;
  private readonly termStart: number[] = [0];
  /** The word numbers of the term being added (reused: no array per term). */
  private readonly termWords: number[] = [];

  /**
   * `capacity`: grams expected at most, counting a term's repeats (the columns are made at that
   * size; more still fit).
   */
  constructor(capacity = 0) {
    this.counts = new CountsColumns(capacity);
    this.distinct = filled(capacity, 0);
    this.first = filled(capacity, EMPTY);
    this.second = filled(capacity, EMPTY);
    this.third = filled(capacity, EMPTY);
    this.exampleTerms = filled(capacity * GRAM_EXAMPLES, EMPTY);
    this.exampleSpend = filledDoubles(capacity * GRAM_EXAMPLES);
    this.termGrams = filled(capacity, EMPTY);
  }

  /**
   * Counts term number `termNumber` (numbers 0, 1, 2, ... in the order added) in each of its
   * distinct grams of up to 3 words. The term is normalised (single spaces).
   */
  addTerm(termNumber: number, term: string, c: BaseCounts): void {
    if (termNumber !== this.termStart.length - 1) throw new Error('terms must be added in order');
    const words = this.wordsOf(term);
    const count = words.length;
    const start = this.termGramCount;
    for (let i = 0; i < count; i += 1) {
      for (let n = 1; n <= 3 && i + n <= count; n += 1) {
        const id = this.idOf(words[i], n > 1 ? words[i + 1] : EMPTY, n > 2 ? words[i + 2] : EMPTY);
        // A gram repeated in the term counts once (terms are short: a scan beats a Set).
        if (count > 1 && this.visited(start, id)) continue;
        this.termGrams[this.termGramCount++] = id;
        this.count(id, termNumber, c);
      }
    }
    this.termStart.push(this.termGramCount);
  }

  /** Skips a term (an ASIN term: no grams) so that term numbers stay aligned. */
  skipTerm(): void {
    this.termStart.push(this.termGramCount);
  }

  /** The gram ids of term number t, in the order its grams were visited. */
  gramsOfTerm(t: number): number[] {
    return this.termGrams.slice(this.termStart[t], this.termStart[t + 1]);
  }

  sizeOf(id: number): GramSize {
    return this.second[id] === EMPTY ? 1 : this.third[id] === EMPTY ? 2 : 3;
  }

  text(id: number): string {
    const { words } = this;
    let text = words[this.first[id]];
    if (this.second[id] !== EMPTY) text += ` ${words[this.second[id]]}`;
    if (this.third[id] !== EMPTY) text += ` ${words[this.third[id]]}`;
    return text;
  }

  /** The example term numbers of a gram, most spend first. */
  examples(id: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < GRAM_EXAMPLES; k += 1) {
      const term = this.exampleTerms[id * GRAM_EXAMPLES + k];
      if (term !== EMPTY) out.push(term);
    }
    return out;
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

  private wordsOf(term: string): number[] {
    const numbers = this.termWords;
    numbers.length = 0;
    let from = 0;
    for (;;) {
      const space = term.indexOf(' ', from);
      const word = space < 0 ? term.slice(from) : term.slice(from, space);
      let number = this.wordNumbers.get(word);
      if (number === undefined) {
        number = this.words.length;
        this.words.push(word);
        this.wordNumbers.set(word, number);
      }
      numbers.push(number);
      if (space < 0) return numbers;
      from = space + 1;
    }
  }

  private count(id: number, termNumber: number, c: BaseCounts): void {
    this.counts.add(id, c);
    this.distinct[id] += 1;
    // The examples: the first terms met with the most spend (strictly more displaces).
    const spend = c.spend;
    const base = id * GRAM_EXAMPLES;
    const spends = this.exampleSpend;
    const terms = this.exampleTerms;
    let k = GRAM_EXAMPLES;
    while (k > 0 && spend > spends[base + k - 1]) k -= 1;
    if (k === GRAM_EXAMPLES) return;
    for (let j = GRAM_EXAMPLES - 1; j > k; j -= 1) {
      spends[base + j] = spends[base + j - 1];
      terms[base + j] = terms[base + j - 1];
    }
    spends[base + k] = spend;
    terms[base + k] = termNumber;
  }

  private hash(a: number, b: number, c: number): number {
    let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ (b + 0x632be5ab), 0xc2b2ae35);
    h = Math.imul(h ^ (c + 0x27d4eb2f), 0x165667b1);
    return (h ^ (h >>> 15)) & (this.slots.length - 1);
  }

  /** The id of a gram, or -1 when it was not counted. */
  private find(a: number, b: number, c: number): number {
    const mask = this.slots.length - 1;
    for (let slot = this.hash(a, b, c); ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0) return -1;
      const id = entry - 1;
      if (this.first[id] === a && this.second[id] === b && this.third[id] === c) return id;
    }
  }

  /** The id of a gram, added (at zero) when new. */
  private idOf(a: number, b: number, c: number): number {
    const mask = this.slots.length - 1;
    let slot = this.hash(a, b, c);
    for (;;) {
      const entry = this.slots[slot];
      if (entry === 0) break;
      const id = entry - 1;
      if (this.first[id] === a && this.second[id] === b && this.third[id] === c) return id;
      slot = (slot + 1) & mask;
    }
    // Ids come in order: an id past the capacity appends.
    const id = this.size++;
    this.first[id] = a;
    this.second[id] = b;
    this.third[id] = c;
    this.distinct[id] = 0;
    this.counts.open(id);
    for (let k = id * GRAM_EXAMPLES; k < (id + 1) * GRAM_EXAMPLES; k += 1) {
      this.exampleTerms[k] = EMPTY;
      this.exampleSpend[k] = -1;
    }
    this.slots[slot] = id + 1;
    // Half full at most, so that probes stay short.
    if (this.size * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let id = 0; id < this.size; id += 1) {
      let slot = this.hash(this.first[id], this.second[id], this.third[id]);
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = id + 1;
    }
  }
}
