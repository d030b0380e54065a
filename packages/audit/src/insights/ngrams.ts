/**
 * Search-term n-grams: the 1-, 2- and 3-word grams of every distinct search term (SP and SB), each
 * with the figures of the terms that contain it (words split on spaces, punctuation and dashes). ASIN terms (product pages) are kept apart.
 */
import { advertisingCostOfSales } from '../metrics/formulas.js';
import type { CountsColumns } from './counts-columns.js';
import { GramTable } from './gram-table.js';
import type { TermIndex } from './term-occurrences.js';
import { byText, isAsinTerm, wordCount, wordsText } from './term-text.js';
import { firstSorted } from './top-k.js';
import type { AsinTermRow, InsightSettings, Ngrams, NgramRow } from './types.js';

/** Grams answered per size (most spend first); the rest are counted in total_grams. */
export const NGRAM_LIMIT = 1000;
/** Rows of the best and worst views. */
export const NGRAM_VIEW_LIMIT = 50;

/** Ids pushed in order into a list made at its final size (`capacity`, counted beforehand). */
class IdList {
  length = 0;
  private readonly ids: Int32Array;
  constructor(capacity: number) {
    this.ids = new Int32Array(capacity);
  }
  push(id: number): void {
    this.ids[this.length++] = id;
  }
  items(): Int32Array {
    return this.ids;
  }
}

export interface NgramTable {
  ngrams: Ngrams;
  /** Every gram with its figures (for the phrase negatives); term numbers are positions in `terms`. */
  grams: GramTable;
}

/** The NGRAM_LIMIT ASIN terms with most spend (their rows made for those only). */
function asinRows(index: TermIndex, asinTerms: number[]): AsinTermRow[] {
  const { terms, termCounts } = index;
  const asinOf = (t: number) => terms[t].toUpperCase();
  const bySpend = (a: number, b: number) => termCounts.spend(b) - termCounts.spend(a) || byText(asinOf(a), asinOf(b));
  return firstSorted(asinTerms, NGRAM_LIMIT, (t) => -termCounts.spend(t), bySpend)
    .map((t) => ({ asin: asinOf(t), rows: index.termRows[t], metrics: termCounts.metrics(t) }));
}

/** Grams of up to 3 words in a term (repeats included): at least its distinct grams. */
function gramVisits(term: string): number {
  const words = wordCount(term);
  return words < 3 ? (words * (words + 1)) / 2 : 3 * words - 3;
}

/**
 * Counts the grams of the terms (in their order: the sums and examples depend on it), term t
 * having the figures `termCounts` t. ASIN terms have none: their numbers are answered apart.
 */
export function countGrams(terms: readonly string[], termCounts: CountsColumns): { grams: GramTable; asinTerms: number[] } {
  // Grams are made of words split on punctuation too: 'anti-snoring' counts as 'anti snoring'.
  // Most terms are their own words: only the others are kept (a list of every term's words, made
  // in the young generation and kept to the end, cost a collection of the whole heap).
  const otherWords = new Map<number, string>();
  let visits = 0;
  for (let t = 0; t < terms.length; t += 1) {
    const text = wordsText(terms[t]);
    if (text !== terms[t]) otherWords.set(t, text);
    if (text !== '') visits += gramVisits(text);
  }
  const grams = new GramTable(terms.length, visits);
  const asinTerms: number[] = [];
  for (let t = 0; t < terms.length; t += 1) {
    const term = terms[t];
    const words = otherWords.get(t) ?? term;
    if (isAsinTerm(term)) {
      asinTerms.push(t);
      grams.skipTerm();
    } else if (words === '') {
      // Only symbols: no word to count.
      grams.skipTerm();
    } else {
      grams.addTerm(t, words);
    }
  }
  grams.count(termCounts);
  return { grams, asinTerms };
}

export function buildNgrams(index: TermIndex, settings: InsightSettings): NgramTable {
  const { terms } = index;
  const { grams, asinTerms } = countGrams(terms, index.termCounts);
  const { counts } = grams;
  // Gram texts only for the grams compared on a tie or answered.
  const texts = new Map<number, string>();
  const textOf = (id: number) => {
    let text = texts.get(id);
    if (text === undefined) texts.set(id, (text = grams.text(id)));
    return text;
  };
  const spendOf = (id: number) => counts.spend(id);
  const acosOf = (id: number) => advertisingCostOfSales(counts.spend(id), counts.sales(id));
  const bySpend = (a: number, b: number) => spendOf(b) - spendOf(a) || byText(textOf(a), textOf(b));
  // Lowest ACOS first, then most orders, most spend, text.
  const byAcos = (a: number, b: number) =>
    acosOf(a) - acosOf(b) || counts.orders(b) - counts.orders(a) || spendOf(b) - spendOf(a) || byText(textOf(a), textOf(b));

  // Gram ids in typed lists of their final size, counted first: half a million numbers pushed
  // one by one grow (and copy) big arrays.
  const judged = (id: number) => counts.clicks(id) >= settings.min_clicks && counts.spend(id) > 0;
  const sizes = [0, 0, 0];
  let convertingCount = 0;
  let noOrdersCount = 0;
  for (let id = 0; id < grams.size; id += 1) {
    sizes[grams.sizeOf(id) - 1] += 1;
    if (!judged(id)) continue;
    if (counts.orders(id) > 0) convertingCount += 1;
    else noOrdersCount += 1;
  }
  const bySize = sizes.map((size) => new IdList(size));
  const converting = new IdList(convertingCount);
  const noOrders = new IdList(noOrdersCount);
  for (let id = 0; id < grams.size; id += 1) {
    bySize[grams.sizeOf(id) - 1].push(id);
    if (judged(id)) (counts.orders(id) > 0 ? converting : noOrders).push(id);
  }
  const negativeSpend = (id: number) => -spendOf(id);
  const top = bySize.map((ids) => firstSorted(ids.items(), NGRAM_LIMIT, negativeSpend, bySpend));
  const best = firstSorted(converting.items(), NGRAM_VIEW_LIMIT, acosOf, byAcos);
  // The highest ACOS: the end of the best order, reversed.
  const highestAcos = firstSorted(converting.items(), NGRAM_VIEW_LIMIT, (id) => -acosOf(id), (a, b) => byAcos(b, a));
  const noOrdersTop = firstSorted(noOrders.items(), NGRAM_VIEW_LIMIT, negativeSpend, bySpend);
  const worst = [...noOrdersTop, ...highestAcos].slice(0, NGRAM_VIEW_LIMIT);
  const examples = grams.examplesOf([...top.flat(), ...best, ...worst], index.termCounts);
  const row = (id: number): NgramRow => ({
    gram: textOf(id),
    n: grams.sizeOf(id),
    distinct_terms: grams.distinct[id],
    metrics: counts.metrics(id),
    example_terms: examples.get(id)!.map((t) => terms[t]),
  });
  return {
    ngrams: {
      grams: top.flatMap((ids) => ids.map(row)),
      total_grams: { 1: bySize[0].length, 2: bySize[1].length, 3: bySize[2].length },
      best: best.map(row),
      // No orders (most spend first), then the highest ACOS.
      worst: worst.map(row),
      asin_terms: asinRows(index, asinTerms),
      total_asin_terms: asinTerms.length,
    },
    grams,
  };
}
