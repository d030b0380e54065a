// Builders of audit data for component tests: a LoadedAudit of any number of campaigns with
// distinct, predictable figures, and single campaigns, ad groups and rows to customise.
import {
  buildSummary,
  CAMPAIGN_TYPE_NAMES,
  metricsFromCounts,
  type AdGroup,
  type Campaign,
  type CampaignTypeCode,
  type Keyword,
  type Metrics,
  type Placement,
  type Product,
  type ProductTarget,
} from '@ads-auditor/audit';
import type { LoadedAudit } from '../features/audit-session';

/** Metrics from spend and sales; the other counts follow from them so every ratio is defined. */
export function testMetrics(spend: number, sales: number, clicks = Math.round(spend) + 10, orders = Math.round(sales / 25)): Metrics {
  return metricsFromCounts({ impressions: clicks * 40, clicks, spend, sales, orders, units: orders });
}

const FULL_SHARE = { spend: 1, sales: 1, impressions: 1, clicks: 1, orders: 1 };

export function testProduct(asin: string, spend: number, overrides: Partial<Product> = {}): Product {
  return {
    asin,
    sku: `SKU-${asin}`,
    state: 'enabled',
    metrics: testMetrics(spend, spend * 3),
    proration: { campaign: FULL_SHARE, ad_group: FULL_SHARE },
    ...overrides,
  };
}

export function testKeyword(text: string, spend: number, overrides: Partial<Keyword> = {}): Keyword {
  return { id: `kw-${text}`, text, match_type: 'Exact', state: 'enabled', bid: 0.75, metrics: testMetrics(spend, spend * 2), ...overrides };
}

export function testProductTarget(expression: string, spend: number, overrides: Partial<ProductTarget> = {}): ProductTarget {
  return { id: `pt-${expression}`, expression, state: 'enabled', bid: 0.6, metrics: testMetrics(spend, spend * 2), ...overrides };
}

/** An ad group with two products, three keywords, one product target and one negative keyword. */
export function testAdGroup(id: string, spend: number, overrides: Partial<AdGroup> = {}): AdGroup {
  return {
    id,
    name: `Ad group ${id}`,
    state: 'enabled',
    default_bid: 0.5,
    metrics: testMetrics(spend, spend * 2.5),
    products: [testProduct(`B0${id}A`, spend * 0.4), testProduct(`B0${id}B`, spend * 0.6)],
    keywords: [testKeyword(`${id} shoes`, spend * 0.2), testKeyword(`${id} boots`, spend * 0.5), testKeyword(`${id} socks`, spend * 0.1)],
    product_targeting: [testProductTarget(`asin="B0${id}Z"`, spend * 0.2)],
    negative_keywords: [{ keyword_text: 'free', match_type: 'Negative Exact', state: 'enabled', level: 'ad_group' }],
    negative_targeting: [],
    ...overrides,
  };
}

/** The four Sponsored Products placements, with bid adjustments 50, 20, 0 and 0 %. */
export function testPlacements(spend: number): Placement[] {
  return [
    { placement: 'Placement Top', percentage: 50, metrics: testMetrics(spend * 0.5, spend) },
    { placement: 'Placement Rest Of Search', percentage: 20, metrics: testMetrics(spend * 0.3, spend * 0.5) },
    { placement: 'Placement Product Page', percentage: 0, metrics: testMetrics(spend * 0.2, spend * 0.3) },
    { placement: 'Placement Amazon Business', percentage: 0, metrics: testMetrics(0, 0) },
  ];
}

const TYPE_CYCLE: CampaignTypeCode[] = ['SP', 'SP', 'SB', 'SD'];
const pad = (i: number) => String(i).padStart(3, '0');

/** Campaign number i ('Campaign 007'); its counts follow its ad groups. */
export function testCampaign(i: number, spend: number, sales: number, overrides: Partial<Campaign> = {}): Campaign {
  const type_code = overrides.type_code ?? TYPE_CYCLE[i % TYPE_CYCLE.length]!;
  const ad_groups = overrides.ad_groups ?? [testAdGroup(`${pad(i)}1`, spend * 0.3), testAdGroup(`${pad(i)}2`, spend * 0.7)];
  const campaign: Campaign = {
    id: `c${pad(i)}`,
    name: `Campaign ${pad(i)}`,
    type: CAMPAIGN_TYPE_NAMES[type_code],
    type_code,
    state: i % 5 === 4 ? 'paused' : 'enabled',
    targeting: i % 2 === 0 ? 'auto' : 'manual',
    bidding_strategy: 'Dynamic bids - down only',
    portfolio: null,
    daily_budget: 50,
    metrics: testMetrics(spend, sales),
    placements: testPlacements(spend),
    ad_groups,
    ad_group_count: 0,
    product_count: 0,
    keyword_count: 0,
    ...overrides,
  };
  return {
    ...campaign,
    ad_group_count: campaign.ad_groups.length,
    product_count: campaign.ad_groups.reduce((n, g) => n + g.products.length, 0),
    keyword_count: campaign.ad_groups.reduce((n, g) => n + g.keywords.length + g.product_targeting.length, 0),
  };
}

/**
 * A LoadedAudit of `count` campaigns. Campaign i spends ((i * 37) mod count) * 10 + 5.25 and
 * sells ((i * 53) mod count) * 20 + 1.5, so (for a count prime to 37 and 53, such as 120)
 * spends and sales are all distinct and ordered differently from each other and from names.
 * `customize` may replace any campaign.
 */
export function buildTestAudit(count = 120, customize: (campaign: Campaign, index: number) => Campaign = (c) => c): LoadedAudit {
  const campaigns = Array.from({ length: count }, (_, i) =>
    customize(testCampaign(i, ((i * 37) % count) * 10 + 5.25, ((i * 53) % count) * 20 + 1.5), i),
  );
  return {
    upload_id: 1,
    file_name: 'test-bulk.xlsx',
    campaigns,
    summary: buildSummary(campaigns),
    report: { sheets_found: ['Sponsored Products Campaigns'], sheets_used: ['Sponsored Products Campaigns'], warnings: [] },
  };
}
