/**
 * The Parent ASIN Audit: business report children joined with the bulk model's product ads.
 * Pure (browser-safe): the server or the web app can run it on a stored audit.
 */
import { advertisingCostOfSales, totalAdvertisingCostOfSales } from '../metrics/formulas.js';
import { CountsAccumulator, type Metrics } from '../metrics/metrics.js';
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf, safeDivide } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import { indexAdvertisedProducts, type ProductPlacement } from './advertised-products.js';
import { parentBreakdowns } from './parent-breakdowns.js';
import type { ChildAsinRow, ParentAsinAudit, ParentAsinDetail, ParentAsinSummary } from './parent-asin-types.js';
import type { AsinMapEntry, BusinessReport } from './types.js';

export const SPONSORED_BRANDS_NOTE =
  'Sponsored Brands spend is not attributed to ASINs: the bulk file has no per-ASIN rows for Sponsored Brands, so parent ASIN figures cover Sponsored Products and Sponsored Display product ads only.';

function childRow(entry: AsinMapEntry, ad: Metrics): ChildAsinRow {
  const pct = (f: number | null) => (f === null ? null : f * 100);
  return {
    asin: entry.child_asin,
    title: entry.title,
    spend: ad.spend,
    sales: ad.sales,
    totalSales: entry.ordered_product_sales,
    roas: ad.roas,
    acos: ad.acos,
    cpc: ad.cpc,
    clicks: ad.clicks,
    conversionRate: ad.conversion_rate,
    impressions: ad.impressions,
    ctr: ad.ctr,
    sessions: entry.sessions_total,
    unitsOrdered: entry.units_ordered,
    unitSessionPercentage: pct(entry.unit_session_percentage),
    buyBoxPercentage: pct(entry.featured_offer_percentage),
    totalOrderItems: entry.total_order_items,
  };
}

/** Sessions-weighted average of a fraction, as a percent. */
function sessionsWeighted(children: AsinMapEntry[], key: 'featured_offer_percentage' | 'unit_session_percentage'): number {
  let weight = 0;
  let total = 0;
  for (const c of children) {
    const sessions = c.sessions_total ?? 0;
    if (c[key] === null) continue;
    weight += sessions;
    total += (c[key] as number) * sessions;
  }
  return safeDivide(total, weight) * 100;
}

function summarise(children: AsinMapEntry[], ad: Metrics): ParentAsinSummary {
  const totalSales = sumMoney(children.map((c) => c.ordered_product_sales ?? 0));
  const sum = (key: 'sessions_total' | 'units_ordered' | 'total_order_items') => children.reduce((s, c) => s + (c[key] ?? 0), 0);
  const sessions = sum('sessions_total');
  const orders = sum('total_order_items');
  return {
    child_count: children.length,
    total_spend: ad.spend,
    total_sales: totalSales,
    ad_sales: ad.sales,
    ad_clicks: ad.clicks,
    ad_impressions: ad.impressions,
    ad_orders: ad.orders,
    cpc: ad.cpc,
    roas: ad.roas,
    ad_conversion_rate: ad.conversion_rate,
    ctr: ad.ctr,
    acos: advertisingCostOfSales(ad.spend, ad.sales),
    tacos: totalAdvertisingCostOfSales(ad.spend, totalSales),
    conversion_rate: percentOf(orders, sessions),
    parent_unit_session_rate: sessionsWeighted(children, 'unit_session_percentage'),
    buy_box_percentage: sessionsWeighted(children, 'featured_offer_percentage'),
    total_sessions: sessions,
    total_units: sum('units_ordered'),
    total_orders: orders,
  };
}

function auditParent(parentAsin: string, children: AsinMapEntry[], ads: Map<string, ProductPlacement[]>): ParentAsinDetail {
  const parentAds = new CountsAccumulator();
  const placements: ProductPlacement[] = [];
  const rows = children.map((child) => {
    const childAds = new CountsAccumulator();
    for (const p of ads.get(child.child_asin) ?? []) {
      childAds.add(p.product.metrics);
      placements.push(p);
    }
    parentAds.add(childAds.counts());
    return childRow(child, childAds.metrics());
  });
  const ad = parentAds.metrics();
  const { breakdowns, targets } = parentBreakdowns(placements, ad.spend);
  return {
    parent_asin: parentAsin,
    title: children.find((c) => c.title)?.title ?? '',
    summary: summarise(children, ad),
    children: rows.sort((a, b) => b.spend - a.spend),
    breakdowns,
    targets,
  };
}

export function buildParentAsinAudit(report: BusinessReport, campaigns: readonly Campaign[]): ParentAsinAudit {
  const ads = indexAdvertisedProducts(campaigns);
  const byParent = new Map<string, AsinMapEntry[]>();
  for (const entry of report.asin_map) {
    const list = byParent.get(entry.parent_asin);
    if (list) list.push(entry);
    else byParent.set(entry.parent_asin, [entry]);
  }
  const parents = [...byParent].map(([parent, children]) => auditParent(parent, children, ads));
  parents.sort((a, b) => b.summary.total_spend - a.summary.total_spend || b.summary.total_sales - a.summary.total_sales);
  const notes = campaigns.some((c) => c.type_code === 'SB') ? [SPONSORED_BRANDS_NOTE] : [];
  return {
    parents,
    parent_asin_summary: Object.fromEntries(parents.map((p) => [p.parent_asin, p.summary])),
    notes,
  };
}
