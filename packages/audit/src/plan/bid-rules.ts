/**
 * What Amazon accepts for a bid or budget, and the plan's caps: a change is capped (default -50 %
 * / +25 % of the current value), rounded to the bid step, and kept within the ad type's limits.
 * Amounts are worked in whole units of the currency (cents, or yen) so rounding is exact.
 */
import type { Money, Percent } from '../metrics/units.js';
import { formatMoneyIn } from '../money/format-money.js';
import type { CurrencyCode } from '../money/currencies.js';
import type { CampaignTypeCode } from '../model/contract.js';

/** Bid limits of the US marketplace per ad type (Sponsored Brands keyword bids stop at $49). */
export const BID_LIMITS: Readonly<Record<CampaignTypeCode, { min: Money; max: Money }>> = {
  SP: { min: 0.02, max: 1000 },
  SB: { min: 0.1, max: 49 },
  SD: { min: 0.02, max: 1000 },
};

/** Daily budget limits of the US marketplace. */
export const BUDGET_LIMITS: Readonly<{ min: Money; max: Money }> = { min: 1, max: 1_000_000 };

/** Placement adjustments Amazon accepts, whole percent. */
export const PLACEMENT_LIMITS: Readonly<{ min: Percent; max: Percent }> = { min: 0, max: 900 };

export const DEFAULT_CAPS = { max_decrease: 50, max_increase: 25 } as const;
export const DEFAULT_BID_STEP: Money = 0.01;

/** Cents when the currency has them, whole yen when not. */
const CENT: Money = 0.01;

export interface BidOutcome {
  proposed: Money;
  /** Which rule shaped the value, for the reason. */
  capped: 'decrease' | 'increase' | null;
  limited: 'min' | 'max' | null;
}

export interface CapRules {
  max_decrease: Percent;
  max_increase: Percent;
  bid_step: Money;
}

/** `wanted` capped, rounded to the step (never past a cap) and kept within `limits`; `unit` is the currency's smallest amount. */
export function shapeAmount(current: Money, wanted: Money, rules: CapRules, limits: { min: Money; max: Money }, unit: Money = CENT): BidOutcome {
  const toUnits = (value: Money) => Math.round(value / unit);
  const step = Math.max(1, toUnits(rules.bid_step));
  const lowest = current * (1 - rules.max_decrease / 100);
  const highest = current * (1 + rules.max_increase / 100);
  let capped: BidOutcome['capped'] = null;
  let value = wanted;
  if (value < lowest) {
    value = lowest;
    capped = 'decrease';
  } else if (value > highest) {
    value = highest;
    capped = 'increase';
  }
  let units = Math.round(toUnits(value) / step) * step;
  // Rounding must not cross the cap: step back toward the current bid.
  if (units < Math.ceil(lowest / unit - 1e-6)) units += step;
  if (units > Math.floor(highest / unit + 1e-6)) units -= step;
  let limited: BidOutcome['limited'] = null;
  if (units < toUnits(limits.min)) {
    units = toUnits(limits.min);
    limited = 'min';
  } else if (units > toUnits(limits.max)) {
    units = toUnits(limits.max);
    limited = 'max';
  }
  return { proposed: unit >= 1 ? units * unit : units / Math.round(1 / unit), capped, limited };
}

/** ' (capped at -50%)', ' (raised to the $0.02 minimum)'... for the end of a reason. */
export function outcomeNote(outcome: BidOutcome, rules: CapRules, limits: { min: Money; max: Money }, currency: CurrencyCode = 'USD'): string {
  const notes: string[] = [];
  if (outcome.capped === 'decrease') notes.push(`capped at -${rules.max_decrease}%`);
  if (outcome.capped === 'increase') notes.push(`capped at +${rules.max_increase}%`);
  if (outcome.limited === 'min') notes.push(`kept at Amazon's minimum ${formatMoneyIn(limits.min, currency)}`);
  if (outcome.limited === 'max') notes.push(`kept at Amazon's maximum ${formatMoneyIn(limits.max, currency)}`);
  return notes.length === 0 ? '' : ` (${notes.join(', ')})`;
}
