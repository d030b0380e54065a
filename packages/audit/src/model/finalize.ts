/**
 * Turns the streamed drafts into the contract's Campaign records. Keywords, targets and
 * placements already are records (draft.ts): they are completed and sorted in place.
 */
import { CountsAccumulator, metricsFromCounts, type Metrics } from '../metrics/metrics.js';
import { CAMPAIGN_TYPE_NAMES, type AdGroup, type Campaign, type Product } from './contract.js';
import type { DraftAdGroup, DraftCampaign } from './draft.js';
import { prorationFactors } from './proration.js';

const bySpendDesc = <T extends { metrics: { spend: number } }>(a: T, b: T) => b.metrics.spend - a.metrics.spend;

/**
 * An ad group's own row gives its figures. The legacy SB tab has no Ad Group rows: there
 * the figures come from its keywords and targets (one level, so nothing is counted twice).
 */
function adGroupMetrics(g: DraftAdGroup): Metrics {
  if (g.metrics) return g.metrics;
  const total = new CountsAccumulator();
  for (const keyword of g.keywords) total.add(keyword.metrics);
  for (const target of g.targets) total.add(target.metrics);
  return total.metrics();
}

/** A keyword or target without a bid of its own bids the ad group's default bid. */
function withDefaultBid<T extends { bid: number | null; metrics: Metrics }>(list: T[], defaultBid: number | null): T[] {
  for (const leaf of list) if (leaf.bid === null) leaf.bid = defaultBid;
  return list.sort(bySpendDesc);
}

function finalizeAdGroup(c: DraftCampaign, g: DraftAdGroup, campaignMetrics: Metrics): AdGroup {
  const metrics = adGroupMetrics(g);
  const products: Product[] = g.products.map((p) => ({
    asin: p.asin,
    sku: p.sku,
    state: p.state,
    metrics: p.metrics,
    proration: { campaign: prorationFactors(p.metrics, campaignMetrics), ad_group: prorationFactors(p.metrics, metrics) },
  }));
  return {
    id: g.id,
    name: g.name,
    state: g.state,
    default_bid: g.defaultBid,
    metrics,
    products: products.sort(bySpendDesc),
    keywords: withDefaultBid(g.keywords, g.defaultBid),
    product_targeting: withDefaultBid(g.targets, g.defaultBid),
    negative_keywords: [...g.negativeKeywords, ...c.negativeKeywords],
    negative_targeting: [...g.negativeTargets, ...c.negativeTargets],
  };
}

/**
 * The legacy SB tab has no ad rows: the campaign's one ad names its ASINs on the Campaign
 * row. When the campaign has a single ad group, those ASINs are that group's products
 * (each with its own copy of the group's figures).
 */
function placeLegacyAdAsins(c: DraftCampaign): void {
  if (c.campaignAdAsins.length === 0 || c.adGroups.size !== 1) return;
  const [group] = c.adGroups.values();
  if (group.products.length > 0) return;
  const metrics = adGroupMetrics(group);
  for (const asin of c.campaignAdAsins) group.products.push({ asin, sku: '', state: c.state, metrics: metricsFromCounts(metrics) });
}

export function finalizeCampaign(c: DraftCampaign): Campaign {
  placeLegacyAdAsins(c);
  const metrics = c.metrics as Metrics;
  const adGroups = [...c.adGroups.values()].map((g) => finalizeAdGroup(c, g, metrics)).sort(bySpendDesc);
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
    metrics,
    placements: c.placements,
    ad_groups: adGroups,
    ad_group_count: adGroups.length,
    product_count: productCount,
    keyword_count: keywordCount,
  };
}
