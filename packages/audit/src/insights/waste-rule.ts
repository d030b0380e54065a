/** The one rule that says whether figures are wasting, shared by wasted spend, n-grams and negatives. */
import { advertisingCostOfSales } from '../metrics/formulas.js';
import type { Metrics } from '../metrics/metrics.js';
import { safeDivide, type Money } from '../metrics/units.js';
import { HIGH_ACOS_MULTIPLE } from './settings.js';
import type { InsightSettings, InsightsAccount, WasteReason } from './types.js';

export interface Waste {
  reason: WasteReason;
  wasted: Money;
}

/** The account figures the thresholds derive from. */
export function insightsAccount(spend: Money, orders: number, settings: InsightSettings): InsightsAccount {
  const costPerOrder = safeDivide(spend, orders);
  return {
    spend,
    orders,
    cost_per_order: costPerOrder,
    waste_threshold: costPerOrder * settings.waste_factor,
    high_acos_threshold: settings.target_acos * HIGH_ACOS_MULTIPLE,
  };
}

/** True when figures with no order are wasting: judged (min clicks), some spend, at least the threshold. */
export function isNonConvertingFigures(orders: number, clicks: number, spend: number, settings: InsightSettings, account: InsightsAccount): boolean {
  return orders === 0 && clicks >= settings.min_clicks && spend > 0 && spend >= account.waste_threshold;
}

/**
 * Why and how much figures waste, or null. No orders: all the spend. Orders at an ACOS of at
 * least target x HIGH_ACOS_MULTIPLE: the spend above the target ACOS (spend - sales x target).
 */
export function wasteOf(metrics: Pick<Metrics, 'orders' | 'clicks' | 'spend' | 'sales' | 'acos'>, settings: InsightSettings, account: InsightsAccount): Waste | null {
  return wasteOfFigures(metrics.orders, metrics.clicks, metrics.spend, metrics.sales, settings, account, metrics.acos);
}

/** wasteOf of loose figures; `acos` when known (else computed, as Metrics computes it). */
export function wasteOfFigures(
  orders: number, clicks: number, spend: number, sales: number, settings: InsightSettings, account: InsightsAccount, acos?: number,
): Waste | null {
  if (isNonConvertingFigures(orders, clicks, spend, settings, account)) return { reason: 'no_orders', wasted: spend };
  if (orders > 0 && clicks >= settings.min_clicks && (acos ?? advertisingCostOfSales(spend, sales)) >= account.high_acos_threshold) {
    return { reason: 'high_acos', wasted: spend - (sales * settings.target_acos) / 100 };
  }
  return null;
}
