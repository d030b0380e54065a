/**
 * Numbers for the words of normalised terms (single spaces), in the order first met. A word is
 * looked up where it stands in its term (hashed and compared in place): a Map of strings needs a
 * new string per word, over a million short-lived strings for a big account.
 */
import { grown } from './counts-columns.js';

export class WordNumbers {
  /** The words, by number. */
  readonly words: string[] = [];
  /** Open addressing, linear probing, at most half full: word number + 1 per slot, 0 = free. */
  private slots = new Int32Array(1024);
  /** Each word's hash, by number (for rehashing). */
  private hashes = new Int32Array(512);

  /** Appends to `out` the number of each word of `term`. */
  numbersOf(term: string, out: number[]): void {
    out.length = 0;
    let from = 0;
    for (;;) {
      let end = term.indexOf(' ', from);
      if (end < 0) end = term.length;
      out.push(this.numberOf(term, from, end));
      if (end === term.length) return;
      from = end + 1;
    }
  }

  /** The number of the word term[from .. end), numbered when new. */
  private numberOf(term: string, from: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = from; i < end; i += 1) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
    const mask = this.slots.length - 1;
    const length = end - from;
    let slot = (hash ^ (hash >>> 16)) & mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === 0) break;
      const word = this.words[entry - 1];
      if (this.hashes[entry - 1] === hash && word.length === length && term.startsWith(word, from)) return entry - 1;
      slot = (slot + 1) & mask;
    }
    const number = this.words.length;
    this.words.push(term.slice(from, end));
    if (number >= this.hashes.length) this.hashes = grown(this.hashes, this.hashes.length * 2);
    this.hashes[number] = hash;
    this.slots[slot] = number + 1;
    if (this.words.length * 2 > this.slots.length) this.rehash();
    return number;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let number = 0; number < this.words.length; number += 1) {
      const hash = this.hashes[number];
      let slot = (hash ^ (hash >>> 16)) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = number + 1;
    }
  }
}
