/**
 * What Amazon accepts for bids and budgets in each marketplace's currency: the smallest unit a
 * bid moves by (a cent, a whole yen) and the bid and daily-budget limits per ad type. The US
 * figures are BID_LIMITS and BUDGET_LIMITS. The bid limits of the other marketplaces follow
 * Amazon's published lists (Sponsored Products 0.02 to 1,000 in the euro, pound and Canadian
 * dollar, ¥2 to ¥100,000, ₹1 to ₹5,000, 0.24 to 184 AED, ...). Where no published figure was
 * found the value is an estimate from the exchange rate and is marked approximate: the Saudi
 * riyal's and the rand's bids, the Egyptian pound's maximum bids, and the daily budgets outside
 * the US and Japan. The Plan tab says so when it shows such a limit.
 */
import type { Money } from '../metrics/units.js';
import { CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import type { CampaignTypeCode } from '../model/contract.js';
import { BID_LIMITS, BUDGET_LIMITS } from './bid-rules.js';

export interface Limits {
  min: Money;
  max: Money;
  /** True when a figure is an estimate rather than Amazon's published one. */
  approximate: boolean;
}

export interface MarketplaceLimits {
  currency: CurrencyCode;
  /** The smallest amount a bid or budget moves by: 0.01, or 1 for the yen. */
  unit: Money;
  bids: Readonly<Record<CampaignTypeCode, Limits>>;
  budget: Limits;
}

/** [SP and SD minimum bid, SP and SD maximum, SB minimum, SB maximum, minimum daily budget, maximum]. */
type Row = readonly [number, number, number, number, number, number];

const ROWS: Readonly<Record<CurrencyCode, Row>> = {
  USD: [BID_LIMITS.SP.min, BID_LIMITS.SP.max, BID_LIMITS.SB.min, BID_LIMITS.SB.max, BUDGET_LIMITS.min, BUDGET_LIMITS.max],
  CAD: [0.02, 1000, 0.1, 49, 1, 1_000_000],
  MXN: [0.1, 20_000, 0.1, 20_000, 1, 21_000_000],
  BRL: [0.07, 3_700, 0.53, 200, 4, 3_700_000],
  GBP: [0.02, 1000, 0.1, 31, 1, 1_000_000],
  EUR: [0.02, 1000, 0.1, 39, 1, 1_000_000],
  SEK: [0.18, 9_300, 0.9, 500, 9, 9_300_000],
  PLN: [0.04, 2_000, 0.2, 200, 4, 4_000_000],
  TRY: [0.05, 2_500, 0.2, 200, 2, 2_500_000],
  AED: [0.24, 184, 0.4, 184, 4, 3_700_000],
  SAR: [0.1, 184, 0.4, 184, 4, 3_700_000],
  EGP: [0.15, 1000, 0.7, 400, 5, 1_000_000],
  INR: [1, 5_000, 1, 2_000, 50, 21_000_000],
  JPY: [2, 100_000, 10, 7_760, 100, 21_000_000],
  AUD: [0.1, 1_410, 0.1, 70, 1.4, 1_500_000],
  SGD: [0.02, 1_100, 0.14, 100, 1.4, 1_300_000],
  ZAR: [0.1, 1_000, 0.5, 1_000, 10, 10_000_000],
};

/** The currencies whose bid limits are estimates (the Egyptian pound's: its maximums). */
const APPROXIMATE_BIDS: readonly CurrencyCode[] = ['SAR', 'ZAR', 'EGP'];
/** The currencies whose daily-budget limits are Amazon's published ones. */
const PUBLISHED_BUDGETS: readonly CurrencyCode[] = ['USD', 'JPY'];

const cache = new Map<CurrencyCode, MarketplaceLimits>();

/** The limits of the marketplaces that bill in `currency` (the US ones by default). */
export function marketplaceLimits(currency: CurrencyCode = DEFAULT_CURRENCY): MarketplaceLimits {
  let found = cache.get(currency);
  if (!found) {
    const [bidMin, bidMax, sbMin, sbMax, budgetMin, budgetMax] = ROWS[currency];
    const approximate = APPROXIMATE_BIDS.includes(currency);
    const bids = { min: bidMin, max: bidMax, approximate };
    found = {
      currency,
      unit: 10 ** -CURRENCIES[currency].decimals,
      bids: { SP: bids, SB: { min: sbMin, max: sbMax, approximate }, SD: bids },
      budget: { min: budgetMin, max: budgetMax, approximate: !PUBLISHED_BUDGETS.includes(currency) },
    };
    cache.set(currency, found);
  }
  return found;
}

/** The amount rounded to the currency's smallest unit (whole yen, cents). */
export function roundToUnit(value: Money, unit: Money): Money {
  const units = Math.round(value / unit);
  return unit >= 1 ? units * unit : units / Math.round(1 / unit);
}
