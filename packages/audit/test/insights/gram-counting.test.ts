// The column-wise gram counting and the partial sort against straightforward reference versions.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CountsAccumulator, type BaseCounts } from '../../src/metrics/metrics.js';
import { countGrams } from '../../src/insights/ngrams.js';
import { CountsColumns } from '../../src/insights/counts-columns.js';
import { gramsOf } from '../../src/insights/term-text.js';
import { firstSorted } from '../../src/insights/top-k.js';

/** Few short words, so that grams are shared between terms and repeated inside a term. */
const termArb = fc.array(fc.constantFrom('red', 'valve', 'kit', 'b'), { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const countsArb = fc.record({
  impressions: fc.nat(1000), clicks: fc.nat(50), orders: fc.nat(3), units: fc.nat(3),
  // Cents as binary floats, as the bulk files hold them; some terms tie on spend.
  spend: fc.nat(300).map((cents) => cents / 100), sales: fc.nat(9000).map((cents) => cents / 100),
});
const accountArb = fc.uniqueArray(fc.tuple(termArb, countsArb), { maxLength: 40, selector: ([term]) => term });

interface ReferenceGram {
  n: number;
  totals: CountsAccumulator;
  terms: { term: string; spend: number }[];
}

/** Each gram: its distinct terms, their figures added in term order, the 3 with most spend (first met on a tie). */
function referenceGrams(account: [string, BaseCounts][]) {
  const grams = new Map<string, ReferenceGram>();
  for (const [term, counts] of account) {
    for (const gram of gramsOf(term)) {
      let entry = grams.get(gram);
      if (!entry) grams.set(gram, (entry = { n: gram.split(' ').length, totals: new CountsAccumulator(), terms: [] }));
      entry.totals.add(counts);
      entry.terms.push({ term, spend: counts.spend });
    }
  }
  return [...grams].map(([gram, { n, totals, terms }]) => ({
    gram, n, distinct: terms.length, counts: totals.counts(),
    examples: [...terms].sort((a, b) => b.spend - a.spend).slice(0, 3).map((t) => t.term),
  }));
}

describe('gram counting', () => {
  test('counts every distinct gram of every term as a plain Map of strings does, to the bit', () => {
    fc.assert(
      fc.property(accountArb, (account) => {
        const terms = account.map(([term]) => term);
        const termCounts = new CountsColumns(1);
        account.forEach(([, counts], t) => termCounts.add(t, counts));
        const { grams } = countGrams(terms, termCounts);
        const ids = Array.from({ length: grams.size }, (_, id) => id);
        const examples = grams.examplesOf(ids, termCounts);
        const counted = ids.map((id) => ({
          gram: grams.text(id), n: grams.sizeOf(id), distinct: grams.distinct[id], counts: grams.counts.counts(id),
          examples: examples.get(id)!.map((t) => terms[t]),
        }));
        expect(counted).toEqual(referenceGrams(account));
        // Each term's grams, in the order visited, as gramsOf lists them.
        terms.forEach((term, t) => expect(Array.from(grams.gramsOfTerm(t), (id) => grams.text(id))).toEqual(gramsOf(term)));
      }),
      { numRuns: 200, seed: 1212 },
    );
  });

  test('the first k of a partial sort are the first k of a full sort, ties included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(20), fc.nat(1000)), { maxLength: 200 }), fc.nat(60), (items, limit) => {
        const compare = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
        expect(firstSorted(items, limit, (item) => item[0], compare)).toEqual([...items].sort(compare).slice(0, limit));
      }),
      { numRuns: 300, seed: 1213 },
    );
  });
});
