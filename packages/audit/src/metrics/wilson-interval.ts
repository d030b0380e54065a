/**
 * How sure a conversion rate is: the Wilson score interval of orders over clicks. A fixed click
 * floor treats 38 clicks and 2 orders as settled; the interval says the rate lies anywhere between
 * about 1.5 % and 17 %, and the rules that compare ad groups or judge a bid use its ends. Both
 * counts may be fractional pseudo-counts (a rate shrunk toward its ad group's).
 */
import type { Count, Fraction } from './units.js';

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.959964;
/** The normal quantile of a two-sided 90 % interval. */
export const Z_90 = 1.6449;

export interface RateInterval {
  low: Fraction;
  high: Fraction;
}

/** The Wilson score interval of `successes` in `trials` (orders in clicks); [0, 1] without trials. */
export function wilsonInterval(successes: Count, trials: Count, z: number = Z_95): RateInterval {
  if (!(trials > 0)) return { low: 0, high: 1 };
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = p + z2 / (2 * trials);
  const margin = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, (centre - margin) / denominator), high: Math.min(1, (centre + margin) / denominator) };
}
