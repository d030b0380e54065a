/** Spend & Sales by Targeting Type: keyword match types and targeting expression kinds. */
import { expressionKind } from '../bulk/expression.js';
import { MetricGroups } from '../metrics/metric-groups.js';
import type { Campaign, TargetingTypeSummary } from '../model/contract.js';

export function summariseByTargetingType(campaigns: readonly Campaign[]): TargetingTypeSummary[] {
  const groups = new MetricGroups<string>();
  for (const c of campaigns) {
    for (const g of c.ad_groups) {
      for (const k of g.keywords) groups.add(k.match_type || 'Keyword', k.metrics);
      for (const t of g.product_targeting) groups.add(expressionKind(t.expression), t.metrics);
    }
  }
  return groups.bySpend().map((g) => ({ key: g.key, metrics: g.metrics }));
}
