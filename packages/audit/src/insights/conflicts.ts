/**
 * Term conflicts: one search term converting in several ad groups (they compete for it). Every ad
 * group the term spent in is shown, best first, and negating it outside the best one is advised
 * only when the best one's lead holds under the conversion rate's confidence interval.
 */
import { formatCount, formatPercent } from '../format/format.js';
import { safeDivide, type Money, type Percent } from '../metrics/units.js';
import { wilsonInterval, type RateInterval } from '../metrics/wilson-interval.js';
import { termOccurrences } from './harvest.js';
import type { TermIndex } from './term-occurrences.js';
import { byText } from './term-text.js';
import type { InsightSettings, TermConflict, TermOccurrence } from './types.js';

/** The ACOS the figures would have at conversion rate `rate` (orders per click), each order worth `orderValue`. */
function acosAtRate(o: TermOccurrence, rate: number, orderValue: Money): Percent {
  const sales = o.metrics.clicks * rate * orderValue;
  return sales > 0 ? (o.metrics.spend / sales) * 100 : Number.POSITIVE_INFINITY;
}

const interval = (o: TermOccurrence): RateInterval => wilsonInterval(o.metrics.orders, o.metrics.clicks);
const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
const figures = (o: TermOccurrence) => `ACOS ${formatPercent(o.metrics.acos)} on ${plural(o.metrics.clicks, 'click')} and ${plural(o.metrics.orders, 'order')}`;
const boundText = (acos: Percent) => (Number.isFinite(acos) ? formatPercent(acos) : 'unbounded');

/**
 * Whether the best ad group's lead holds, and why in words. Its ACOS at the low end of its
 * conversion interval (its worst) must stay under every other ad group's ACOS at the high end of
 * theirs (their best), on at least min_clicks clicks. An order is worth its own ad group's average
 * order value, or the term's where the ad group has no order.
 */
function adviceOf(occurrences: readonly TermOccurrence[], termOrderValue: Money, minClicks: number): { negate: boolean; advice: string } {
  const [best, ...others] = occurrences;
  const orderValue = (o: TermOccurrence) => (o.metrics.orders > 0 ? safeDivide(o.metrics.sales, o.metrics.orders) : termOrderValue);
  const where = `"${best.campaign_name} › ${best.ad_group_name}"`;
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

export function termConflicts(index: TermIndex, settings: InsightSettings): TermConflict[] {
  const counts = index.occurrenceCounts;
  const out: TermConflict[] = [];
  for (let t = 0; t < index.terms.length; t += 1) {
    let converting = 0;
    for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1]; k += 1) if (counts.orders(index.termOccurrences[k]) > 0) converting += 1;
    if (converting < 2) continue;
    // The term in every ad group, so that all its spend is shown (not only where it converted).
    const metrics = index.termCounts.metrics(t);
    const occurrences = termOccurrences(index, t);
    const { negate, advice } = adviceOf(occurrences, safeDivide(metrics.sales, metrics.orders), settings.min_clicks);
    const term = index.terms[t];
    out.push({
      id: `conflict:${term}`,
      search_term: term,
      occurrences,
      converting_ad_groups: converting,
      best_ad_group_id: occurrences[0].ad_group_id,
      metrics,
      negate_elsewhere: negate,
      advice,
    });
  }
  return out.sort((a, b) => b.metrics.sales - a.metrics.sales || byText(a.search_term, b.search_term));
}
