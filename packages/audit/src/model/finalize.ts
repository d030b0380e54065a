/** Turns the streamed drafts into the contract's Campaign records. */
import { metricsFromCounts, sumMetrics, type BaseCounts } from '../metrics/metrics.js';
import { CAMPAIGN_TYPE_NAMES, type AdGroup, type Campaign } from './contract.js';
import type { DraftAdGroup, DraftCampaign, DraftLeaf } from './draft.js';
import { prorationFactors } from './proration.js';

const bySpendDesc = <T extends { metrics: { spend: number } }>(a: T, b: T) => b.metrics.spend - a.metrics.spend;

/**
 * An ad group's own row gives its figures. The legacy SB tab has no Ad Group rows: there
 * the figures come from its keywords and targets (one level, so nothing is counted twice).
 */
function adGroupCounts(g: DraftAdGroup): BaseCounts {
  if (g.counts) return g.counts;
  return sumMetrics([...g.keywords, ...g.targets].map((l) => l.counts));
}

/** A keyword or target without a bid of its own bids the ad group's default bid. */
function leaves(list: DraftLeaf[], defaultBid: number | null) {
  return list.map((l) => ({
    id: l.id,
    text: l.text,
    match_type: l.match_type,
    state: l.state,
    bid: l.bid ?? defaultBid,
    metrics: metricsFromCounts(l.counts),
  }));
}

function finalizeAdGroup(c: DraftCampaign, g: DraftAdGroup, campaignCounts: BaseCounts): AdGroup {
  const counts = adGroupCounts(g);
  return {
    id: g.id,
    name: g.name,
    state: g.state,
    default_bid: g.defaultBid,
    metrics: metricsFromCounts(counts),
    products: g.products
      .map((p) => ({
        asin: p.asin,
        sku: p.sku,
        state: p.state,
        metrics: metricsFromCounts(p.counts),
        proration: { campaign: prorationFactors(p.counts, campaignCounts), ad_group: prorationFactors(p.counts, counts) },
      }))
      .sort(bySpendDesc),
    keywords: leaves(g.keywords, g.defaultBid).sort(bySpendDesc),
    product_targeting: leaves(g.targets, g.defaultBid)
      .map(({ text, match_type: _m, ...rest }) => ({ ...rest, expression: text }))
      .sort(bySpendDesc),
    negative_keywords: [...g.negativeKeywords, ...c.negativeKeywords],
    negative_targeting: [...g.negativeTargets, ...c.negativeTargets],
  };
}

/**
 * The legacy SB tab has no ad rows: the campaign's one ad names its ASINs on the Campaign
 * row. When the campaign has a single ad group, those ASINs are that group's products.
 */
function placeLegacyAdAsins(c: DraftCampaign): void {
  if (c.campaignAdAsins.length === 0 || c.adGroups.size !== 1) return;
  const [group] = c.adGroups.values();
  if (group.products.length > 0) return;
  const counts = adGroupCounts(group);
  for (const asin of c.campaignAdAsins) group.products.push({ asin, sku: '', state: c.state, counts });
}

export function finalizeCampaign(c: DraftCampaign): Campaign {
  placeLegacyAdAsins(c);
  const counts = c.counts as BaseCounts;
  const adGroups = [...c.adGroups.values()].map((g) => finalizeAdGroup(c, g, counts)).sort(bySpendDesc);
  let productCount = 0;
  let keywordCount = 0;
  for (const g of adGroups) {
    productCount += g.products.length;
    keywordCount += g.keywords.length + g.product_targeting.length;
  }
  return {
    id: c.id,
    name: c.name,
    type: CAMPAIGN_TYPE_NAMES[c.typeCode],
    type_code: c.typeCode,
    state: c.state,
    targeting: c.targeting,
    bidding_strategy: c.biddingStrategy,
    portfolio: c.portfolio,
    daily_budget: c.dailyBudget,
    metrics: metricsFromCounts(counts),
    placements: c.placements.map((p) => ({
      placement: p.placement,
      percentage: p.percentage,
      metrics: metricsFromCounts(p.counts),
    })),
    ad_groups: adGroups,
    ad_group_count: adGroups.length,
    product_count: productCount,
    keyword_count: keywordCount,
  };
}
