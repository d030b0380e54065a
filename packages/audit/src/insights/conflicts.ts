/** Term conflicts: one search term converting in several ad groups (they compete for it), best first. */
import { CountsAccumulator } from '../metrics/metrics.js';
import { termOccurrences } from './harvest.js';
import type { TermIndex } from './term-occurrences.js';
import { byText } from './term-text.js';
import type { TermConflict } from './types.js';

export function termConflicts(index: TermIndex): TermConflict[] {
  const counts = index.occurrenceCounts;
  const converts = (o: number) => counts.orders(o) > 0;
  const out: TermConflict[] = [];
  for (let t = 0; t < index.terms.length; t += 1) {
    let converting = 0;
    for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1]; k += 1) if (converts(index.termOccurrences[k])) converting += 1;
    if (converting < 2) continue;
    const total = new CountsAccumulator();
    for (let k = index.termOccurrenceStart[t]; k < index.termOccurrenceStart[t + 1]; k += 1) {
      const o = index.termOccurrences[k];
      if (converts(o)) total.add(index.occurrenceCounts.counts(o));
    }
    const occurrences = termOccurrences(index, t, converts);
    const term = index.terms[t];
    out.push({ id: `conflict:${term}`, search_term: term, occurrences, best_ad_group_id: occurrences[0].ad_group_id, metrics: total.metrics() });
  }
  return out.sort((a, b) => b.metrics.sales - a.metrics.sales || byText(a.search_term, b.search_term));
}
