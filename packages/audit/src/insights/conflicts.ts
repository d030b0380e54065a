/**
 * Term conflicts: one search term converting in several ad groups (they compete for it). Its
 * figures add up every ad group the term spent in; the best CONFLICT_AD_GROUP_LIMIT of them are
 * listed, best first, and negating it outside the best one is advised only when the best one's
 * lead holds under the conversion rate's confidence interval (judged against all of them).
 * A generated account of 8,100 campaigns had 6,945 conflicts, some in 267 ad groups: 82 MB
 * answered whole, for lists no one reads to the end.
 */
import { formatCount, formatPercent } from '../format/format.js';
import { safeDivide, type Money, type Percent } from '../metrics/units.js';
import { wilsonInterval, type RateInterval } from '../metrics/wilson-interval.js';
import type { Metrics } from '../metrics/metrics.js';
import { byPerformance, type TermIndex } from './term-occurrences.js';
import { byText } from './term-text.js';
import { firstSorted } from './top-k.js';
import type { InsightSettings, TermConflict } from './types.js';

/** One ad group of the term, by its occurrence number, with its figures. */
interface Ranked {
  o: number;
  metrics: Metrics;
}

/** The ACOS the figures would have at conversion rate `rate` (orders per click), each order worth `orderValue`. */
function acosAtRate(o: Ranked, rate: number, orderValue: Money): Percent {
  const sales = o.metrics.clicks * rate * orderValue;
  return sales > 0 ? (o.metrics.spend / sales) * 100 : Number.POSITIVE_INFINITY;
}

/** Term conflicts answered, most sales first; the rest are counted in total_term_conflicts. */
export const CONFLICT_LIMIT = 2000;
/** Ad groups listed per conflict, best first; ad_group_count counts them all. */
export const CONFLICT_AD_GROUP_LIMIT = 10;

const interval = (o: Ranked): RateInterval => wilsonInterval(o.metrics.orders, o.metrics.clicks);
const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
const figures = (o: Ranked) => `ACOS ${formatPercent(o.metrics.acos)} on ${plural(o.metrics.clicks, 'click')} and ${plural(o.metrics.orders, 'order')}`;
const boundText = (acos: Percent) => (Number.isFinite(acos) ? formatPercent(acos) : 'unbounded');

/**
 * Whether the best ad group's lead holds, and why in words. Its ACOS at the low end of its
 * conversion interval (its worst) must stay under every other ad group's ACOS at the high end of
 * theirs (their best), on at least min_clicks clicks. An order is worth its own ad group's average
 * order value, or the term's where the ad group has no order.
 */
function adviceOf(ranked: readonly Ranked[], bestPlace: { campaign_name: string; ad_group_name: string }, termOrderValue: Money, minClicks: number): { negate: boolean; advice: string } {
  const [best, ...others] = ranked;
  const orderValue = (o: Ranked) => (o.metrics.orders > 0 ? safeDivide(o.metrics.sales, o.metrics.orders) : termOrderValue);
  const where = `"${bestPlace.campaign_name} › ${bestPlace.ad_group_name}"`;
  if (best.metrics.clicks < minClicks) {
    return { negate: false, advice: `Not enough data to negate it elsewhere: the best ad group ${where} has ${figures(best)}, under the minimum of ${plural(minClicks, 'click')}.` };
  }
  const worstOfBest = acosAtRate(best, interval(best).low, orderValue(best));
  const rivals = others.filter((o) => o.metrics.clicks > 0);
  const bestOfRivals = Math.min(...rivals.map((o) => acosAtRate(o, interval(o).high, orderValue(o))));
  const bounds = `with 95% confidence its ACOS is at most ${boundText(worstOfBest)}; the others' could be as low as ${boundText(bestOfRivals)}`;
  if (worstOfBest < bestOfRivals) {
    return { negate: true, advice: `Negate it (Negative Exact) in the other ad groups: ${where} leads with ${figures(best)}, and ${bounds}.` };
  }
  return { negate: false, advice: `Not enough data to negate it elsewhere: ${where} leads with ${figures(best)}, but ${bounds}.` };
}

/** Every ad group of term t with its figures, best first. */
function rankedOccurrences(index: TermIndex, t: number): Ranked[] {
  const out: Ranked[] = [];
  for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1]; k += 1) {
    const o = index.termOccurrences[k];
    out.push({ o, metrics: index.occurrenceCounts.metrics(o) });
  }
  return out.sort(byPerformance);
}

/** The terms converting in two ad groups or more. */
function conflictingTerms(index: TermIndex): number[] {
  const counts = index.occurrenceCounts;
  const terms: number[] = [];
  for (let t = 0; t < index.terms.length; t += 1) {
    let converting = 0;
    for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1] && converting < 2; k += 1) if (counts.orders(index.termOccurrences[k]) > 0) converting += 1;
    if (converting >= 2) terms.push(t);
  }
  return terms;
}

/** At most CONFLICT_LIMIT conflicts, most sales first, and how many there are. */
export function termConflicts(index: TermIndex, settings: InsightSettings): { conflicts: TermConflict[]; total: number } {
  const { terms, termCounts } = index;
  const conflicting = conflictingTerms(index);
  const bySales = (a: number, b: number) => termCounts.sales(b) - termCounts.sales(a) || byText(terms[a], terms[b]);
  const answered = firstSorted(conflicting, CONFLICT_LIMIT, (t) => -termCounts.sales(t), bySales);
  const conflicts = answered.map((t): TermConflict => {
    // The term in every ad group, so that all its spend is counted (not only where it converted);
    // only the listed ones are made whole (with their names and rows).
    const metrics = termCounts.metrics(t);
    const all = rankedOccurrences(index, t);
    const occurrences = all.slice(0, CONFLICT_AD_GROUP_LIMIT).map((r) => index.occurrence(r.o));
    const { negate, advice } = adviceOf(all, occurrences[0], safeDivide(metrics.sales, metrics.orders), settings.min_clicks);
    return {
      id: `conflict:${terms[t]}`,
      search_term: terms[t],
      occurrences,
      ad_group_count: all.length,
      converting_ad_groups: all.reduce((n, r) => n + (r.metrics.orders > 0 ? 1 : 0), 0),
      best_ad_group_id: occurrences[0].ad_group_id,
      metrics,
      negate_elsewhere: negate,
      advice,
    };
  });
  return { conflicts, total: conflicting.length };
}
