/** The one rule that says whether figures are wasting, shared by wasted spend, n-grams and negatives. */
import type { BaseCounts, Metrics } from '../metrics/metrics.js';
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
export function isNonConverting(metrics: Pick<BaseCounts, 'orders' | 'clicks' | 'spend'>, settings: InsightSettings, account: InsightsAccount): boolean {
  return isNonConvertingFigures(metrics.orders, metrics.clicks, metrics.spend, settings, account);
}

/** isNonConverting of loose figures (the gram table keeps them in columns, not objects). */
export function isNonConvertingFigures(orders: number, clicks: number, spend: number, settings: InsightSettings, account: InsightsAccount): boolean {
  return orders === 0 && clicks >= settings.min_clicks && spend > 0 && spend >= account.waste_threshold;
}

/**
 * Why and how much figures waste, or null. No orders: all the spend. Orders at an ACOS of at
 * least target x HIGH_ACOS_MULTIPLE: the spend above the target ACOS (spend - sales x target).
 */
export function wasteOf(metrics: Pick<Metrics, 'orders' | 'clicks' | 'spend' | 'sales' | 'acos'>, settings: InsightSettings, account: InsightsAccount): Waste | null {
  if (isNonConverting(metrics, settings, account)) return { reason: 'no_orders', wasted: metrics.spend };
  if (metrics.orders > 0 && metrics.clicks >= settings.min_clicks && metrics.acos >= account.high_acos_threshold) {
    return { reason: 'high_acos', wasted: metrics.spend - (metrics.sales * settings.target_acos) / 100 };
  }
  return null;
}
