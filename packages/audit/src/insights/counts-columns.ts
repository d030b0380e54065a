/**
 * BaseCounts of many items (grams) being added up, one array per figure: a big account has half
 * a million grams, and an object each kept the garbage collector busy (1 GB RSS, seconds of CPU).
 * Plain arrays rather than typed arrays: growing typed arrays counts as external memory, and
 * V8 answers each 64 MB of it with a full collection of the (big) heap. Money is summed with the
 * same compensation (Neumaier) as LeanCounts and CompensatedSum, in the same order, so the totals
 * are the same to the bit.
 */
import { metricsOf, type BaseCounts, type Metrics } from '../metrics/metrics.js';

export class CountsColumns {
  readonly impressions: number[];
  readonly clicks: number[];
  readonly orders: number[];
  readonly units: number[];
  private readonly spendSum: number[];
  private readonly spendCompensation: number[];
  private readonly salesSum: number[];
  private readonly salesCompensation: number[];

  /** `capacity`: items made at zero up front (growing big arrays item by item copies them over and over). */
  constructor(capacity = 0) {
    this.impressions = filled(capacity, 0);
    this.clicks = filled(capacity, 0);
    this.orders = filled(capacity, 0);
    this.units = filled(capacity, 0);
    this.spendSum = filledDoubles(capacity);
    this.spendCompensation = filledDoubles(capacity);
    this.salesSum = filledDoubles(capacity);
    this.salesCompensation = filledDoubles(capacity);
  }

  /** Sets item i at zero; items are opened in order (0, 1, 2, ...), past the capacity too. */
  open(i: number): void {
    this.impressions[i] = 0;
    this.clicks[i] = 0;
    this.orders[i] = 0;
    this.units[i] = 0;
    this.spendSum[i] = 0;
    this.spendCompensation[i] = 0;
    this.salesSum[i] = 0;
    this.salesCompensation[i] = 0;
  }

  add(i: number, c: BaseCounts): void {
    this.impressions[i] += c.impressions;
    this.clicks[i] += c.clicks;
    this.orders[i] += c.orders;
    this.units[i] += c.units;
    const spend = c.spend;
    let sum = this.spendSum[i];
    let t = sum + spend;
    this.spendCompensation[i] += Math.abs(sum) >= Math.abs(spend) ? sum - t + spend : spend - t + sum;
    this.spendSum[i] = t;
    const sales = c.sales;
    sum = this.salesSum[i];
    t = sum + sales;
    this.salesCompensation[i] += Math.abs(sum) >= Math.abs(sales) ? sum - t + sales : sales - t + sum;
    this.salesSum[i] = t;
  }

  spend(i: number): number {
    return this.spendSum[i] + this.spendCompensation[i];
  }

  sales(i: number): number {
    return this.salesSum[i] + this.salesCompensation[i];
  }

  /** The item's figures as BaseCounts (for the waste rule). */
  counts(i: number): BaseCounts {
    return { impressions: this.impressions[i], clicks: this.clicks[i], spend: this.spend(i), sales: this.sales(i), orders: this.orders[i], units: this.units[i] };
  }

  metrics(i: number): Metrics {
    return metricsOf(this.impressions[i], this.clicks[i], this.spend(i), this.sales(i), this.orders[i], this.units[i]);
  }
}

/** An array of `length` times `value`. */
export function filled(length: number, value: number): number[] {
  return new Array<number>(length).fill(value);
}

/**
 * An array for fractional numbers, of `length` unused slots: -0 is not a small integer, so V8 makes
 * it a double array at once rather than copying it when the first fraction is written. Slots are
 * set (open) before they are read.
 */
export function filledDoubles(length: number): number[] {
  return filled(length, -0);
}
