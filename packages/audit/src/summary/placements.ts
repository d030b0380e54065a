/** Placement Performance Summary, Sponsored Products and Sponsored Brands apart. */
import { MetricGroups } from '../metrics/metric-groups.js';
import type { AuditSummary, Campaign } from '../model/contract.js';

const SP_ORDER = ['Placement Top', 'Placement Rest Of Search', 'Placement Product Page', 'Placement Amazon Business'];
const SB_ORDER = ['Top of Search', 'Rest of Search', 'Detail Page', 'Home', 'Other'];

function rank(order: string[], placement: string): number {
  const i = order.indexOf(placement);
  return i < 0 ? order.length : i;
}

export function summarisePlacements(campaigns: readonly Campaign[]): AuditSummary['placements'] {
  const sp = new MetricGroups<string>();
  const sb = new MetricGroups<string>();
  for (const c of campaigns) {
    const target = c.type_code === 'SP' ? sp : c.type_code === 'SB' ? sb : null;
    if (target) for (const p of c.placements) target.add(p.placement, p.metrics);
  }
  const rows = (groups: MetricGroups<string>, order: string[]) =>
    groups
      .list()
      .sort((a, b) => rank(order, a.key) - rank(order, b.key))
      .map((g) => ({ placement: g.key, metrics: g.metrics }));
  return { SP: rows(sp, SP_ORDER), SB: rows(sb, SB_ORDER) };
}
