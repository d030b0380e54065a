/**
 * Phrase negatives being added up: one phrase per wasting gram and campaign, with the figures
 * of the occurrences (in that campaign) of the terms that contain the gram. Column-wise, like the
 * TermIndex: tens of thousands of phrases over hundreds of thousands of occurrences.
 */
import type { SearchTermRecord } from '../search-terms/types.js';
import { CountsColumns, grown } from './counts-columns.js';
import { groupsOf, type Groups } from './grouping.js';
import { PairTable } from './pair-table.js';
import type { TermIndex } from './term-occurrences.js';

export class PhraseTable {
  /** Phrases, keyed (campaign number, gram id), numbered in the order first met. */
  private readonly keys = new PairTable(1024);
  readonly counts = new CountsColumns(1024);
  /** The first occurrence of each phrase: its campaign. */
  private origins = new Int32Array(1024);
  /** Every (phrase, occurrence) added, for the records of the answered phrases. */
  private memberPhrase = new Int32Array(1024);
  private memberOccurrence = new Int32Array(1024);
  private members = 0;
  private groups: Groups | null = null;

  constructor(private readonly index: TermIndex) {}

  get size(): number {
    return this.keys.size;
  }

  /** Adds occurrence o (a term containing `gram`) to the phrase of the gram in o's campaign. */
  add(gram: number, o: number): void {
    const known = this.keys.size;
    const p = this.keys.idOf(this.index.occurrenceCampaign[o], gram);
    if (this.keys.size > known) {
      if (p >= this.origins.length) this.origins = grown(this.origins, this.origins.length * 2);
      this.origins[p] = o;
    }
    this.counts.addItem(p, this.index.occurrenceCounts, o);
    if (this.members >= this.memberPhrase.length) {
      this.memberPhrase = grown(this.memberPhrase, this.members * 2);
      this.memberOccurrence = grown(this.memberOccurrence, this.members * 2);
    }
    this.memberPhrase[this.members] = p;
    this.memberOccurrence[this.members] = o;
    this.members += 1;
  }

  gramOf(p: number): number {
    return this.keys.second[p];
  }

  /** The first occurrence added to the phrase. */
  originOf(p: number): number {
    return this.origins[p];
  }

  /** The search term rows behind the phrase. */
  recordsOf(p: number): SearchTermRecord[] {
    this.groups ??= groupsOf(this.memberPhrase, this.members, this.size);
    const { start, list } = this.groups;
    const out: SearchTermRecord[] = [];
    for (let k = start[p]; k < start[p + 1]; k += 1) out.push(...this.index.recordsOf(this.memberOccurrence[list[k]]));
    return out;
  }
}
