/** Term conflicts: one search term converting in several ad groups (they compete for it), best first. */
import { CountsAccumulator } from '../metrics/metrics.js';
import { byPerformance, toOccurrence, type TermTotal } from './term-occurrences.js';
import { byText } from './term-text.js';
import type { TermConflict } from './types.js';

export function termConflicts(terms: readonly TermTotal[]): TermConflict[] {
  const out: TermConflict[] = [];
  for (const { term, occurrences: drafts } of terms) {
    const converting = drafts.filter((d) => d.orders > 0);
    if (converting.length < 2) continue;
    const occurrences = converting.map(toOccurrence).sort(byPerformance);
    const total = new CountsAccumulator();
    for (const draft of converting) total.add(draft);
    out.push({ id: `conflict:${term}`, search_term: term, occurrences, best_ad_group_id: occurrences[0].ad_group_id, metrics: total.metrics() });
  }
  return out.sort((a, b) => b.metrics.sales - a.metrics.sales || byText(a.search_term, b.search_term));
}
