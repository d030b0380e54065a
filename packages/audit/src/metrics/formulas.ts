/** The derived-metric formulas (ROAS, ACOS, CTR, CPC, CVR, ...). Each is 0 when its denominator is 0, as Amazon's console shows them. */
import { percentOf, safeDivide, type Count, type Money, type Percent, type Ratio } from './units.js';

/** CPC = spend / clicks (money per click). */
export function costPerClick(spend: Money, clicks: Count): Money {
  return safeDivide(spend, clicks);
}

/** ROAS = sales / spend. */
export function returnOnAdSpend(sales: Money, spend: Money): Ratio {
  return safeDivide(sales, spend);
}

/** Conversion rate = orders / clicks x 100. */
export function conversionRate(orders: Count, clicks: Count): Percent {
  return percentOf(orders, clicks);
}

/** CTR = clicks / impressions x 100. */
export function clickThroughRate(clicks: Count, impressions: Count): Percent {
  return percentOf(clicks, impressions);
}

/** ACOS = spend / sales x 100. */
export function advertisingCostOfSales(spend: Money, sales: Money): Percent {
  return percentOf(spend, sales);
}

/** TACOS = ad spend / total sales x 100. */
export function totalAdvertisingCostOfSales(adSpend: Money, totalSales: Money): Percent {
  return percentOf(adSpend, totalSales);
}
