/**
 * Search-term n-grams: the 1-, 2- and 3-word grams of every distinct search term (SP and SB), each
 * with the figures of the terms that contain it. ASIN terms (product pages) are kept apart.
 */
import { advertisingCostOfSales } from '../metrics/formulas.js';
import { GramTable } from './gram-table.js';
import type { TermTotal } from './term-occurrences.js';
import { byText, isAsinTerm, wordCount } from './term-text.js';
import { firstSorted } from './top-k.js';
import type { AsinTermRow, InsightSettings, Ngrams, NgramRow } from './types.js';

/** Grams answered per size (most spend first); the rest are counted in total_grams. */
export const NGRAM_LIMIT = 1000;
/** Rows of the best and worst views. */
export const NGRAM_VIEW_LIMIT = 50;

export interface NgramTable {
  ngrams: Ngrams;
  /** Every gram with its figures (for the phrase negatives); term numbers are positions in `terms`. */
  grams: GramTable;
}

function asinRows(asinTerms: TermTotal[]): AsinTermRow[] {
  return asinTerms
    .map((t) => ({ asin: t.term.toUpperCase(), rows: t.rows, metrics: t.metrics() }))
    .sort((a, b) => b.metrics.spend - a.metrics.spend || byText(a.asin, b.asin));
}

/** Grams of up to 3 words in a term (repeats included): at least its distinct grams. */
function gramVisits(term: string): number {
  const words = wordCount(term);
  return words < 3 ? (words * (words + 1)) / 2 : 3 * words - 3;
}

/** Counts the grams of the terms (in their order: the sums and examples depend on it). */
export function countGrams(terms: readonly TermTotal[]): { grams: GramTable; asinTerms: TermTotal[] } {
  // The table is sized up front: grown gram by gram, its columns were copied over and over (~250 MB a run at 200,000 rows).
  let visits = 0;
  for (const total of terms) visits += gramVisits(total.term);
  const grams = new GramTable(visits);
  const asinTerms: TermTotal[] = [];
  terms.forEach((total, t) => {
    if (isAsinTerm(total.term)) {
      asinTerms.push(total);
      grams.skipTerm();
    } else {
      grams.addTerm(t, total.term, total);
    }
  });
  return { grams, asinTerms };
}

export function buildNgrams(terms: readonly TermTotal[], settings: InsightSettings): NgramTable {
  const { grams, asinTerms } = countGrams(terms);
  const { counts } = grams;
  // Gram texts only for the grams compared on a tie or answered.
  const texts: (string | undefined)[] = [];
  const textOf = (id: number) => (texts[id] ??= grams.text(id));
  const row = (id: number): NgramRow => ({
    gram: textOf(id),
    n: grams.sizeOf(id),
    distinct_terms: grams.distinct[id],
    metrics: counts.metrics(id),
    example_terms: grams.examples(id).map((t) => terms[t].term),
  });
  const spendOf = (id: number) => counts.spend(id);
  const acosOf = (id: number) => advertisingCostOfSales(counts.spend(id), counts.sales(id));
  const bySpend = (a: number, b: number) => spendOf(b) - spendOf(a) || byText(textOf(a), textOf(b));
  // Lowest ACOS first, then most orders, most spend, text.
  const byAcos = (a: number, b: number) =>
    acosOf(a) - acosOf(b) || counts.orders[b] - counts.orders[a] || spendOf(b) - spendOf(a) || byText(textOf(a), textOf(b));

  const bySize: [number[], number[], number[]] = [[], [], []];
  const converting: number[] = [];
  const noOrders: number[] = [];
  for (let id = 0; id < grams.size; id += 1) {
    bySize[grams.sizeOf(id) - 1].push(id);
    if (counts.clicks[id] < settings.min_clicks || !(counts.spend(id) > 0)) continue;
    (counts.orders[id] > 0 ? converting : noOrders).push(id);
  }
  const negativeSpend = (id: number) => -spendOf(id);
  const top = bySize.map((ids) => firstSorted(ids, NGRAM_LIMIT, negativeSpend, bySpend));
  const best = firstSorted(converting, NGRAM_VIEW_LIMIT, acosOf, byAcos);
  // The highest ACOS: the end of the best order, reversed.
  const highestAcos = firstSorted(converting, NGRAM_VIEW_LIMIT, (id) => -acosOf(id), (a, b) => byAcos(b, a));
  const noOrdersTop = firstSorted(noOrders, NGRAM_VIEW_LIMIT, negativeSpend, bySpend);
  const asinList = asinRows(asinTerms);
  return {
    ngrams: {
      grams: top.flatMap((ids) => ids.map(row)),
      total_grams: { 1: bySize[0].length, 2: bySize[1].length, 3: bySize[2].length },
      best: best.map(row),
      // No orders (most spend first), then the highest ACOS.
      worst: [...noOrdersTop, ...highestAcos].slice(0, NGRAM_VIEW_LIMIT).map(row),
      asin_terms: asinList.slice(0, NGRAM_LIMIT),
      total_asin_terms: asinList.length,
    },
    grams,
  };
}
