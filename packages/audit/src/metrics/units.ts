/**
 * Units of the audit's numbers. They are "flavoured" numbers: a plain number (e.g. read
 * from JSON) is accepted anywhere, but a value of one unit cannot be passed where another
 * unit is expected (a Fraction is not a Percent), which catches the classic x100 mix-ups
 * at compile time.
 */
declare const unit: unique symbol;
type Flavour<U extends string> = number & { readonly [unit]?: U };

/** An amount in the account currency, unrounded. */
export type Money = Flavour<'money'>;
/** A count of events: impressions, clicks, orders, units, sessions. */
export type Count = Flavour<'count'>;
/** A percentage: 12.5 means 12.5 %. */
export type Percent = Flavour<'percent'>;
/** A fraction: 0.125 means 12.5 %. Bulk-file ratio cells and business-report shares. */
export type Fraction = Flavour<'fraction'>;
/** A plain ratio such as ROAS (sales / spend). */
export type Ratio = Flavour<'ratio'>;

/** numerator / denominator, 0 when the denominator is 0 (a campaign without clicks or sales is not an error). */
export function safeDivide(numerator: number, denominator: number): number {
  return denominator === 0 || !Number.isFinite(denominator) ? 0 : numerator / denominator;
}

/** numerator / denominator x 100 as a Percent, 0 when the denominator is 0. */
export function percentOf(numerator: number, denominator: number): Percent {
  return safeDivide(numerator, denominator) * 100;
}

/** numerator / denominator as a Fraction, 0 when the denominator is 0. */
export function fractionOf(numerator: number, denominator: number): Fraction {
  return safeDivide(numerator, denominator);
}

export function fractionToPercent(value: Fraction): Percent {
  return value * 100;
}

export function percentToFraction(value: Percent): Fraction {
  return value / 100;
}
