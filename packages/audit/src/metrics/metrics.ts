/** The Metrics record of the audit data contract, built from base counts. */
import {
  advertisingCostOfSales,
  clickThroughRate,
  conversionRate,
  costPerClick,
  returnOnAdSpend,
} from './formulas.js';
import { CompensatedSum } from './money-sum.js';
import type { Count, Money, Percent, Ratio } from './units.js';

/** The figures a bulk row carries; every ratio is derived from these. */
export interface BaseCounts {
  impressions: Count;
  clicks: Count;
  spend: Money;
  sales: Money;
  orders: Count;
  units: Count;
}

export interface Metrics extends BaseCounts {
  /** Percent. */
  ctr: Percent;
  /** Money per click. */
  cpc: Money;
  roas: Ratio;
  /** Percent. */
  acos: Percent;
  /** Percent. */
  conversion_rate: Percent;
}

export const BASE_COUNT_FIELDS = ['impressions', 'clicks', 'spend', 'sales', 'orders', 'units'] as const;

export function zeroCounts(): BaseCounts {
  return { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 };
}

/** Metrics of one set of figures, ratios computed (the file's ratio columns are never used). */
export function metricsOf(
  impressions: Count, clicks: Count, spend: Money, sales: Money, orders: Count, units: Count,
): Metrics {
  return {
    impressions,
    clicks,
    spend,
    sales,
    orders,
    units,
    ctr: clickThroughRate(clicks, impressions),
    cpc: costPerClick(spend, clicks),
    roas: returnOnAdSpend(sales, spend),
    acos: advertisingCostOfSales(spend, sales),
    conversion_rate: conversionRate(orders, clicks),
  };
}

/** Metrics from base counts, ratios recomputed. */
export function metricsFromCounts(c: BaseCounts): Metrics {
  return metricsOf(c.impressions, c.clicks, c.spend, c.sales, c.orders, c.units);
}

/** Adds many BaseCounts together; money with compensated summation. */
export class CountsAccumulator {
  impressions = 0;
  clicks = 0;
  orders = 0;
  units = 0;
  private readonly spend = new CompensatedSum();
  private readonly sales = new CompensatedSum();

  add(c: BaseCounts, factor: Partial<Record<keyof BaseCounts, number>> | number = 1): this {
    if (factor === 1) {
      // The common case, without the per-figure factor lookups (x * 1 === x, so the sums are the same).
      this.impressions += c.impressions;
      this.clicks += c.clicks;
      this.orders += c.orders;
      this.units += c.units;
      this.spend.add(c.spend);
      this.sales.add(c.sales);
      return this;
    }
    const f = (k: keyof BaseCounts) => (typeof factor === 'number' ? factor : (factor[k] ?? 1));
    this.impressions += c.impressions * f('impressions');
    this.clicks += c.clicks * f('clicks');
    this.orders += c.orders * f('orders');
    this.units += c.units * f('units');
    this.spend.add(c.spend * f('spend'));
    this.sales.add(c.sales * f('sales'));
    return this;
  }

  counts(): BaseCounts {
    return {
      impressions: this.impressions,
      clicks: this.clicks,
      spend: this.spend.value,
      sales: this.sales.value,
      orders: this.orders,
      units: this.units,
    };
  }

  metrics(): Metrics {
    return metricsFromCounts(this.counts());
  }
}

/** Sum of the base counts of many items, as Metrics. */
export function sumMetrics(items: Iterable<BaseCounts>): Metrics {
  const acc = new CountsAccumulator();
  for (const item of items) acc.add(item);
  return acc.metrics();
}
