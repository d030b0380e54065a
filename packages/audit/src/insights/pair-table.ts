/**
 * Ids for pairs of small non-negative integers (a term and an ad group, a campaign and a gram),
 * numbered 0, 1, 2, ... in the order first met: an open-addressing hash table over typed arrays,
 * so that hundreds of thousands of pairs cost no object and no string key each.
 */
import { grown } from './counts-columns.js';

export class PairTable {
  /** Pairs numbered. */
  size = 0;
  /** The pair of each id. */
  first: Int32Array;
  second: Int32Array;
  /** Linear probing, at most half full: id + 1 per slot, 0 = free. */
  private slots: Int32Array;

  /** `capacity`: pairs expected (more still fit). */
  constructor(capacity = 16) {
    const size = Math.max(1, capacity);
    this.first = new Int32Array(size);
    this.second = new Int32Array(size);
    let slots = 16;
    while (slots < size * 2) slots *= 2;
    this.slots = new Int32Array(slots);
  }

  /** The id of the pair, numbered when new (then `size` grows by one). */
  idOf(a: number, b: number): number {
    const mask = this.slots.length - 1;
    let slot = hash(a, b) & mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === 0) break;
      const id = entry - 1;
      if (this.first[id] === a && this.second[id] === b) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.size++;
    if (id >= this.first.length) {
      this.first = grown(this.first, this.first.length * 2);
      this.second = grown(this.second, this.second.length * 2);
    }
    this.first[id] = a;
    this.second[id] = b;
    this.slots[slot] = id + 1;
    if (this.size * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let id = 0; id < this.size; id += 1) {
      let slot = hash(this.first[id], this.second[id]) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = id + 1;
    }
  }
}

function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (b + 0x632be5ab), 0xc2b2ae35);
  return h ^ (h >>> 15);
}
