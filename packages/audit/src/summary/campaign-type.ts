/** Spend & Sales by Campaign Type, with Sponsored Products split into auto and manual. */
import { MetricGroups } from '../metrics/metric-groups.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign, CampaignTypeCode, CampaignTypeSummary } from '../model/contract.js';

const ORDER: CampaignTypeCode[] = ['SP', 'SB', 'SD'];
/** Alphabetical, written out: a first localeCompare costs milliseconds of collator set-up. */
const TARGETING_ORDER: ('auto' | 'manual')[] = ['auto', 'manual'];

export function summariseByCampaignType(campaigns: readonly Campaign[], accountSpend: number): CampaignTypeSummary[] {
  const types = new MetricGroups<CampaignTypeCode>();
  const spTargeting = new MetricGroups<'auto' | 'manual'>();
  for (const c of campaigns) {
    types.add(c.type_code, c.metrics);
    if (c.type_code === 'SP') spTargeting.add(c.targeting, c.metrics);
  }
  const groups = new Map(types.list().map((g) => [g.key, g]));
  return ORDER.filter((key) => groups.has(key)).map((key) => {
    const metrics = groups.get(key)!.metrics;
    const summary: CampaignTypeSummary = { key, metrics, share_of_spend: percentOf(metrics.spend, accountSpend) };
    if (key === 'SP') {
      summary.children = spTargeting
        .list()
        .sort((a, b) => TARGETING_ORDER.indexOf(a.key) - TARGETING_ORDER.indexOf(b.key))
        .map((g) => ({ key: g.key, metrics: g.metrics, share_of_spend: percentOf(g.metrics.spend, accountSpend) }));
    }
    return summary;
  });
}
