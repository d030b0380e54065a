/**
 * Numbers for texts (distinct terms, the words of terms), in the order first met. A word is
 * looked up where it stands in its term (hashed and compared in place): a Map of strings needs a
 * new string per word, over a million short-lived strings for a big account, and a Map of 200,000
 * terms grows (and copies) big tables in the collected heap.
 */
import { grown } from './counts-columns.js';

export class TextNumbers {
  /** The texts, by number. */
  readonly texts: string[] = [];
  /** Open addressing, linear probing, at most half full: word number + 1 per slot, 0 = free. */
  private slots: Int32Array;
  /** Each text's hash, by number (for rehashing). */
  private hashes: Int32Array;

  /** `capacity`: texts expected (more still fit). */
  constructor(capacity = 512) {
    let slots = 1024;
    while (slots < capacity * 2) slots *= 2;
    this.slots = new Int32Array(slots);
    this.hashes = new Int32Array(Math.max(1, capacity));
  }

  /** Sets `out` to the number of each word of `term` (normalised: single spaces). */
  numbersOfWords(term: string, out: number[]): void {
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

  /** The number of the text term[from .. end) (the whole text by default), numbered when new. */
  numberOf(term: string, from = 0, end = term.length): number {
    const hash = hashOf(term, from, end);
    const slot = this.slotOf(term, from, end, hash);
    if (this.slots[slot] !== 0) return this.slots[slot] - 1;
    const number = this.texts.length;
    this.texts.push(from === 0 && end === term.length ? term : term.slice(from, end));
    if (number >= this.hashes.length) this.hashes = grown(this.hashes, this.hashes.length * 2);
    this.hashes[number] = hash;
    this.slots[slot] = number + 1;
    if (this.texts.length * 2 > this.slots.length) this.rehash();
    return number;
  }

  /** The number of a text, or -1 when it was never numbered. */
  find(text: string): number {
    return this.slots[this.slotOf(text, 0, text.length, hashOf(text, 0, text.length))] - 1;
  }

  /** The slot holding the text term[from .. end), or the free slot where it would go. */
  private slotOf(term: string, from: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    const length = end - from;
    for (let slot = (hash ^ (hash >>> 16)) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot];
      if (entry === 0) return slot;
      const text = this.texts[entry - 1];
      if (this.hashes[entry - 1] === hash && text.length === length && term.startsWith(text, from)) return slot;
    }
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let number = 0; number < this.texts.length; number += 1) {
      const hash = this.hashes[number];
      let slot = (hash ^ (hash >>> 16)) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = number + 1;
    }
  }
}

/** FNV-1a of term[from .. end). */
function hashOf(term: string, from: number, end: number): number {
  let hash = 0x811c9dc5 | 0; // as an Int32Array stores it (the empty text hashes to this)
  for (let i = from; i < end; i += 1) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
  return hash;
}
