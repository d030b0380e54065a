/**
 * A parent ASIN's advertising broken down, using the proration rules of model/proration.ts:
 * campaign-level figures (type, targeting, strategy, placement) scaled by the product's
 * share of its campaign, keyword-level figures by its share of its ad group.
 */
import { expressionKind } from '../bulk/expression.js';
import { MetricGroups, type MetricGroup } from '../metrics/metric-groups.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import { FULL_SHARE, prorate } from '../model/proration.js';
import type { ProductPlacement } from './advertised-products.js';
import type { BreakdownRow, ParentAsinBreakdowns, ParentCampaignRow, ParentTargetRow } from './parent-asin-types.js';

const NO_STRATEGY = 'Not set';

function rows(groups: MetricGroups<string>, totalSpend: number): BreakdownRow[] {
  return groups.bySpend().map((g) => ({ key: g.key, metrics: g.metrics, share_of_spend: percentOf(g.metrics.spend, totalSpend) }));
}

interface TargetKey {
  target: string;
  kind: ParentTargetRow['kind'];
  match_type: string;
  campaign: Campaign;
}

export function parentBreakdowns(
  placements: readonly ProductPlacement[],
  totalSpend: number,
): { breakdowns: ParentAsinBreakdowns; targets: ParentTargetRow[] } {
  const byType = new MetricGroups<string>();
  const bySpTargeting = new MetricGroups<string>();
  const byStrategy = new MetricGroups<string>();
  const byPlacement = new MetricGroups<string>();
  const byTargeting = new MetricGroups<string>();
  const byCampaign = new MetricGroups<Campaign>();
  const byTarget = new MetricGroups<string>();
  const targetKeys = new Map<string, TargetKey>();

  const addTarget = (key: TargetKey, counts: Parameters<MetricGroups<string>['add']>[1]) => {
    const id = `${key.campaign.id}\u0000${key.kind}\u0000${key.match_type}\u0000${key.target}`;
    if (!targetKeys.has(id)) targetKeys.set(id, key);
    byTarget.add(id, counts);
  };

  for (const { campaign, adGroup, product } of placements) {
    // Factors default to 1 when missing, e.g. in a result stored without them.
    const perCampaign = product.proration?.campaign ?? FULL_SHARE;
    const perAdGroup = product.proration?.ad_group ?? FULL_SHARE;
    const share = prorate(campaign.metrics, perCampaign);
    byType.add(campaign.type_code, share);
    if (campaign.type_code === 'SP') bySpTargeting.add(campaign.targeting, share);
    byStrategy.add(campaign.bidding_strategy ?? NO_STRATEGY, share);
    byCampaign.add(campaign, share);
    for (const p of campaign.placements) byPlacement.add(p.placement, prorate(p.metrics, perCampaign));
    for (const k of adGroup.keywords) {
      const counts = prorate(k.metrics, perAdGroup);
      byTargeting.add(k.match_type, counts);
      addTarget({ target: k.text, kind: 'keyword', match_type: k.match_type, campaign }, counts);
    }
    for (const t of adGroup.product_targeting) {
      const counts = prorate(t.metrics, perAdGroup);
      const prefix = expressionKind(t.expression);
      byTargeting.add(prefix, counts);
      addTarget({ target: t.expression, kind: 'product_targeting', match_type: prefix, campaign }, counts);
    }
  }

  const campaignRow = (g: MetricGroup<Campaign>): ParentCampaignRow => ({
    campaign_id: g.key.id,
    name: g.key.name,
    type_code: g.key.type_code,
    metrics: g.metrics,
    share_of_spend: percentOf(g.metrics.spend, totalSpend),
  });
  const targets = byTarget.bySpend().map((g) => {
    const key = targetKeys.get(g.key)!;
    return {
      target: key.target,
      kind: key.kind,
      match_type: key.match_type,
      campaign_id: key.campaign.id,
      campaign_name: key.campaign.name,
      type_code: key.campaign.type_code,
      metrics: g.metrics,
    };
  });
  return {
    breakdowns: {
      by_campaign_type: rows(byType, totalSpend),
      by_sp_targeting: rows(bySpTargeting, totalSpend),
      by_bidding_strategy: rows(byStrategy, totalSpend),
      by_placement: rows(byPlacement, totalSpend),
      by_targeting_type: rows(byTargeting, totalSpend),
      top_campaigns: byCampaign.bySpend().map(campaignRow),
    },
    targets,
  };
}
