/**
 * BaseCounts of many items (terms, occurrences, grams, phrases) being added up, in one typed
 * array: a big account has half a million grams and hundreds of thousands of occurrences, and an
 * object each kept the garbage collector busy. The figures of an item sit side by side (64 bytes):
 * items are added to in random order, and one memory line per item costs less than one per figure.
 * Items are numbered 0, 1, 2, ...; the array grows by doubling when an item past the capacity is
 * added to, so size it well up front. Money is summed with the same compensation (Neumaier) as
 * CompensatedSum, in the order added, so the totals are the same to the bit.
 */
import { metricsOf, type BaseCounts, type Metrics } from '../metrics/metrics.js';

const IMPRESSIONS = 0;
const CLICKS = 1;
const ORDERS = 2;
const UNITS = 3;
const SPEND_SUM = 4;
const SPEND_COMPENSATION = 5;
const SALES_SUM = 6;
const SALES_COMPENSATION = 7;
const STRIDE = 8;

export class CountsColumns {
  private data: Float64Array;

  constructor(capacity = 16) {
    this.data = new Float64Array(Math.max(1, capacity) * STRIDE);
  }

  impressions(i: number): number {
    return this.data[i * STRIDE + IMPRESSIONS];
  }

  clicks(i: number): number {
    return this.data[i * STRIDE + CLICKS];
  }

  orders(i: number): number {
    return this.data[i * STRIDE + ORDERS];
  }

  units(i: number): number {
    return this.data[i * STRIDE + UNITS];
  }

  spend(i: number): number {
    return this.data[i * STRIDE + SPEND_SUM] + this.data[i * STRIDE + SPEND_COMPENSATION];
  }

  sales(i: number): number {
    return this.data[i * STRIDE + SALES_SUM] + this.data[i * STRIDE + SALES_COMPENSATION];
  }

  /** Adds figures to item i. */
  add(i: number, c: BaseCounts): void {
    this.addFigures(i, c.impressions, c.clicks, c.orders, c.units, c.spend, c.sales);
  }

  /** Adds item j of `from` (its compensated money) to item i. */
  addItem(i: number, from: CountsColumns, j: number): void {
    this.addFigures(i, from.impressions(j), from.clicks(j), from.orders(j), from.units(j), from.spend(j), from.sales(j));
  }

  /** The item's figures as BaseCounts. */
  counts(i: number): BaseCounts {
    return { impressions: this.impressions(i), clicks: this.clicks(i), spend: this.spend(i), sales: this.sales(i), orders: this.orders(i), units: this.units(i) };
  }

  metrics(i: number): Metrics {
    return metricsOf(this.impressions(i), this.clicks(i), this.spend(i), this.sales(i), this.orders(i), this.units(i));
  }

  private addFigures(i: number, impressions: number, clicks: number, orders: number, units: number, spend: number, sales: number): void {
    const at = i * STRIDE;
    if (at >= this.data.length) this.grow(at);
    const data = this.data;
    data[at + IMPRESSIONS] += impressions;
    data[at + CLICKS] += clicks;
    data[at + ORDERS] += orders;
    data[at + UNITS] += units;
    let sum = data[at + SPEND_SUM];
    let t = sum + spend;
    data[at + SPEND_COMPENSATION] += Math.abs(sum) >= Math.abs(spend) ? sum - t + spend : spend - t + sum;
    data[at + SPEND_SUM] = t;
    sum = data[at + SALES_SUM];
    t = sum + sales;
    data[at + SALES_COMPENSATION] += Math.abs(sum) >= Math.abs(sales) ? sum - t + sales : sales - t + sum;
    data[at + SALES_SUM] = t;
  }

  private grow(at: number): void {
    let size = this.data.length * 2;
    while (size <= at) size *= 2;
    this.data = grown(this.data, size);
  }
}

/** A copy of `array` of `size` entries (the new ones at zero). */
export function grown<T extends Float64Array | Int32Array>(array: T, size: number): T {
  const copy = new (array.constructor as new (length: number) => T)(size);
  copy.set(array);
  return copy;
}
