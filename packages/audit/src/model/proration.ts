/** A product's share of its campaign's and ad group's figures: how they are divided among the campaign's products. */
import type { BaseCounts } from '../metrics/metrics.js';
import type { ProrationFactors } from './contract.js';

/** Default factors (1) for a product whose share is unknown. */
export const FULL_SHARE: ProrationFactors = { spend: 1, sales: 1, impressions: 1, clicks: 1, orders: 1 };

/** part / whole; 1 when the whole is 0 (nothing to split). */
const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** part / whole per figure; 1 when the whole is 0 or missing (nothing to split). */
export function prorationFactors(part: BaseCounts, whole: BaseCounts | null): ProrationFactors {
  if (!whole) return { ...FULL_SHARE };
  return {
    spend: share(part.spend, whole.spend),
    sales: share(part.sales, whole.sales),
    impressions: share(part.impressions, whole.impressions),
    clicks: share(part.clicks, whole.clicks),
    orders: share(part.orders, whole.orders),
  };
}

/** A factor that is missing or not a number counts as 1: the product keeps the figures whole rather than losing them. */
const factor = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 1);

/** Applies factors to counts; units follow the orders factor. */
export function prorate(counts: BaseCounts, f: Partial<ProrationFactors> = FULL_SHARE): BaseCounts {
  return {
    impressions: counts.impressions * factor(f.impressions),
    clicks: counts.clicks * factor(f.clicks),
    spend: counts.spend * factor(f.spend),
    sales: counts.sales * factor(f.sales),
    orders: counts.orders * factor(f.orders),
    units: counts.units * factor(f.orders),
  };
}
