/**
 * A small account and business report for the parent-ASIN tests, built by hand:
 * - B0PARENT01 (ad spend 100, total sales 1,000): B0CHILD001 advertised in 'Manual Big' (60 keywords)
 *   and 'Manual Second' (keyword 'kw 00' again), and B0CHILD002 with no figures (N/A).
 * - B0PARENT02 (ad spend 50, total sales 5,000): B0CHILD003 in 'Auto P2'.
 * - B0PARENT03 (ad spend 10, total sales 200): B0CHILD004 in 'Display P3', with no targets.
 * - 'Brand' (SB) makes the engine add its Sponsored Brands note.
 * By spend: 01, 02, 03. By sales: 02, 01, 03.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildSummary,
  CAMPAIGN_TYPE_NAMES,
  metricsFromCounts,
  type AdGroup,
  type AsinMapEntry,
  type Campaign,
  type CampaignTypeCode,
  type Keyword,
  type Metrics,
  type Product,
  type ProductTarget,
} from '@ads-auditor/audit';
import { AuditorSessionProvider, type AuditorSession, type LoadedBusinessReport } from '../../audit-session';

const metrics = (spend: number, sales: number): Metrics =>
  metricsFromCounts({ spend, sales, clicks: spend * 2, impressions: spend * 20, orders: sales / 20, units: sales / 20 });

const FULL = { spend: 1, sales: 1, impressions: 1, clicks: 1, orders: 1 };
const product = (asin: string, spend: number, sales: number): Product => ({
  asin, sku: `SKU-${asin}`, state: 'enabled', metrics: metrics(spend, sales), proration: { campaign: FULL, ad_group: FULL },
});
const keyword = (text: string, spend: number): Keyword => ({
  id: `k-${text}`, text, match_type: 'Exact', state: 'enabled', bid: 1, metrics: metrics(spend, spend * 3),
});
const target = (expression: string, spend: number): ProductTarget => ({
  id: `t-${expression}`, expression, state: 'enabled', bid: 1, metrics: metrics(spend, spend * 2),
});

interface CampaignSpec {
  id: string;
  name: string;
  type_code?: CampaignTypeCode;
  targeting?: 'auto' | 'manual';
  products: Product[];
  keywords?: Keyword[];
  targets?: ProductTarget[];
}

function campaign({ id, name, type_code = 'SP', targeting = 'manual', products, keywords = [], targets = [] }: CampaignSpec): Campaign {
  const m = metrics(products.reduce((s, p) => s + p.metrics.spend, 0), products.reduce((s, p) => s + p.metrics.sales, 0));
  const adGroup: AdGroup = {
    id: `${id}-g`, name: `${name} group`, state: 'enabled', default_bid: 1, metrics: m, products, keywords,
    product_targeting: targets, negative_keywords: [], negative_targeting: [],
  };
  return {
    id, name, type: CAMPAIGN_TYPE_NAMES[type_code], type_code, state: 'enabled', targeting,
    bidding_strategy: 'Fixed bid', portfolio: null, daily_budget: 10, metrics: m,
    placements: [{ placement: 'Placement Top', percentage: 0, metrics: m }],
    ad_groups: [adGroup], ad_group_count: 1, product_count: products.length, keyword_count: keywords.length + targets.length,
  };
}

/** 60 keywords, 'kw 00' spending most. */
const MANY_KEYWORDS = Array.from({ length: 60 }, (_, i) => keyword(`kw ${String(i).padStart(2, '0')}`, 60 - i));

export const CAMPAIGNS: Campaign[] = [
  campaign({ id: 'c1', name: 'Manual Big', products: [product('B0CHILD001', 90, 360)], keywords: MANY_KEYWORDS }),
  campaign({ id: 'c2', name: 'Manual Second', products: [product('B0CHILD001', 10, 40)], keywords: [keyword('kw 00', 5)] }),
  campaign({ id: 'c3', name: 'Auto P2', targeting: 'auto', products: [product('B0CHILD003', 50, 100)], targets: [target('close-match', 50)] }),
  campaign({ id: 'c4', name: 'Display P3', type_code: 'SD', products: [product('B0CHILD004', 10, 5)] }),
  campaign({ id: 'c5', name: 'Brand', type_code: 'SB', products: [product('B0CHILD001', 7, 7)] }),
];

export const LONG_TITLE = `Brass gate valve ${'with a very long description '.repeat(6)}`.trim();

const entry = (parent: string, child: string, title: string, figures: Partial<AsinMapEntry> = {}): AsinMapEntry => ({
  parent_asin: parent, child_asin: child, title, sku: null, sessions_total: null, units_ordered: null,
  ordered_product_sales: null, total_order_items: null, featured_offer_percentage: null, unit_session_percentage: null,
  ...figures,
});

const sold = (sales: number) => ({
  sessions_total: 1000, units_ordered: 50, ordered_product_sales: sales, total_order_items: 45,
  featured_offer_percentage: 0.9, unit_session_percentage: 0.05,
});

export const BUSINESS_REPORT: LoadedBusinessReport = {
  kind: 'seller',
  file_name: 'BusinessReport.csv',
  asin_map: [
    entry('B0PARENT01', 'B0CHILD001', LONG_TITLE, sold(1000)),
    entry('B0PARENT01', 'B0CHILD002', ''),
    entry('B0PARENT02', 'B0CHILD003', 'Ball valve', sold(5000)),
    entry('B0PARENT03', 'B0CHILD004', 'Check valve', sold(200)),
  ],
  parent_asin_summary: {},
  notes: [],
  warnings: [],
};

export function session(overrides: Partial<AuditorSession> = {}): AuditorSession {
  return {
    audit: {
      upload_id: 1, file_name: 'bulk.xlsx', campaigns: CAMPAIGNS, summary: buildSummary(CAMPAIGNS),
      report: { sheets_found: [], sheets_used: [], warnings: [] },
    },
    businessReport: BUSINESS_REPORT,
    searchTermsProcessing: false,
    onBusinessReportLoaded: () => {},
    ...overrides,
  };
}

/** Renders `ui` inside an auditor session. */
export function renderInSession(ui: ReactNode, overrides: Partial<AuditorSession> = {}) {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<AuditorSessionProvider value={session(overrides)}>{ui}</AuditorSessionProvider>) };
}
