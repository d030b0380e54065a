/**
 * BaseCounts being added up, in one small object: a big account has a million grams and
 * hundreds of thousands of term occurrences, and CountsAccumulator's three objects each
 * would keep the garbage collector busy. Money is summed with the same compensation (Neumaier)
 * as CompensatedSum, so totals match it.
 */
import { metricsOf, type BaseCounts, type Metrics } from '../metrics/metrics.js';

export class LeanCounts implements BaseCounts {
  impressions = 0;
  clicks = 0;
  orders = 0;
  units = 0;
  /** The compensated sums, kept as plain fields (not getters: read in hot loops, on several shapes). */
  spend = 0;
  sales = 0;
  private spendSum = 0;
  private spendCompensation = 0;
  private salesSum = 0;
  private salesCompensation = 0;

  add(c: BaseCounts): this {
    this.impressions += c.impressions;
    this.clicks += c.clicks;
    this.orders += c.orders;
    this.units += c.units;
    let t = this.spendSum + c.spend;
    this.spendCompensation += Math.abs(this.spendSum) >= Math.abs(c.spend) ? this.spendSum - t + c.spend : c.spend - t + this.spendSum;
    this.spendSum = t;
    this.spend = t + this.spendCompensation;
    t = this.salesSum + c.sales;
    this.salesCompensation += Math.abs(this.salesSum) >= Math.abs(c.sales) ? this.salesSum - t + c.sales : c.sales - t + this.salesSum;
    this.salesSum = t;
    this.sales = t + this.salesCompensation;
    return this;
  }

  metrics(): Metrics {
    return metricsOf(this.impressions, this.clicks, this.spend, this.sales, this.orders, this.units);
  }
}
