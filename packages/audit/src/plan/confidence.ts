/**
 * Confidence instead of click floors. A conversion rate measured on few clicks is uncertain (2
 * orders on 38 clicks fit any rate from about 2 % to 15 %), so each entity gets a Wilson interval
 * on its orders and clicks, shrunk toward a reference rate (its ad group's, else its campaign's,
 * else the account's) by PRIOR_CLICKS pseudo-clicks: decisive when its own clicks are many,
 * cautious when they are few. A change is proposed only when the whole interval agrees.
 */
import type { Count, Fraction, Money, Percent } from '../metrics/units.js';
import { safeDivide } from '../metrics/units.js';
import type { Confidence, ConversionInterval, Evidence } from './types.js';
import { wilsonInterval, Z_90, Z_95, type RateInterval } from '../metrics/wilson-interval.js';

export { wilsonInterval };

/** Weight of the reference rate, in clicks. */
export const PRIOR_CLICKS = 10;
/** Weight of the reference order value, in orders: one order's value says little about the next. */
export const PRIOR_ORDERS = 2;
/** A reference level needs this many clicks to speak for its entities. */
export const REFERENCE_MIN_CLICKS = 30;

export interface ReferenceRate {
  scope: 'ad_group' | 'campaign' | 'account';
  rate: Fraction;
  /** Sales per order at that level (0 without orders). */
  order_value: Money;
  /** What an interval names as its reference (one object shared by all the entities that use it). */
  named: { scope: 'ad_group' | 'campaign' | 'account'; rate: Fraction };
}

interface Level {
  clicks: Count;
  orders: Count;
  sales: Money;
}

/** The first level with REFERENCE_MIN_CLICKS clicks (the account always qualifies as the last resort). */
export function chooseReference(adGroup: Level | null, campaign: Level | null, account: Level): ReferenceRate {
  const levels: [ReferenceRate['scope'], Level | null][] = [['ad_group', adGroup], ['campaign', campaign]];
  for (const [scope, level] of levels) {
    if (level && level.clicks >= REFERENCE_MIN_CLICKS && level.orders > 0) {
      const rate = level.orders / level.clicks;
      return { scope, rate, order_value: level.sales / level.orders, named: { scope, rate } };
    }
  }
  const rate = safeDivide(account.orders, account.clicks);
  return { scope: 'account', rate, order_value: safeDivide(account.sales, account.orders), named: { scope: 'account', rate } };
}

function shrunkInterval(e: Evidence, reference: ReferenceRate, z: number): RateInterval {
  return wilsonInterval(e.orders + PRIOR_CLICKS * reference.rate, e.clicks + PRIOR_CLICKS, z);
}

/** The shrunk interval at the 95 % level (the one a high confidence needs). */
export function wideInterval(e: Evidence, reference: ReferenceRate): RateInterval {
  return shrunkInterval(e, reference, Z_95);
}

export function conversionInterval(e: Evidence, reference: ReferenceRate): ConversionInterval {
  const { low, high } = shrunkInterval(e, reference, Z_90);
  return {
    level: 90,
    low,
    high,
    estimate: (e.orders + PRIOR_CLICKS * reference.rate) / (e.clicks + PRIOR_CLICKS),
    reference: reference.named,
  };
}

export type Direction = 'down' | 'up' | 'hold';

export interface Judgement {
  direction: Direction;
  confidence: Confidence;
  interval: ConversionInterval;
  /** The ACOS the interval's ends imply: optimistic at its high end, pessimistic at its low end. */
  optimistic_acos: Percent;
  pessimistic_acos: Percent;
}

/** ACOS at a conversion rate: spend / (clicks x rate x order value); Infinity when nothing would sell. */
export function acosAtRate(e: Evidence, rate: Fraction, orderValue: Money): Percent {
  const sales = e.clicks * rate * orderValue;
  return sales > 0 ? (e.spend / sales) * 100 : Number.POSITIVE_INFINITY;
}

/** Sales per order, shrunk toward the reference's by PRIOR_ORDERS orders. */
export function shrunkOrderValue(e: Evidence, reference: ReferenceRate): Money {
  if (reference.order_value === 0) return e.orders > 0 ? e.sales / e.orders : 0;
  return (e.sales + PRIOR_ORDERS * reference.order_value) / (e.orders + PRIOR_ORDERS);
}

/**
 * Down when even the optimistic end of the 90 % interval gives an ACOS above target, up when even
 * the pessimistic end gives one below it; high confidence when the 95 % interval agrees too.
 */
export function judgeAgainstTarget(e: Evidence, reference: ReferenceRate, targetAcos: Percent): Judgement {
  const interval = conversionInterval(e, reference);
  const orderValue = shrunkOrderValue(e, reference);
  const optimistic = acosAtRate(e, interval.high, orderValue);
  const pessimistic = acosAtRate(e, interval.low, orderValue);
  const judged: Judgement = { direction: 'hold', confidence: 'low', interval, optimistic_acos: optimistic, pessimistic_acos: pessimistic };
  if (e.clicks === 0 || e.spend === 0 || orderValue === 0) return judged;
  if (optimistic > targetAcos) {
    judged.direction = 'down';
    judged.confidence = acosAtRate(e, wideInterval(e, reference).high, orderValue) > targetAcos ? 'high' : 'medium';
  } else if (pessimistic < targetAcos) {
    judged.direction = 'up';
    judged.confidence = acosAtRate(e, wideInterval(e, reference).low, orderValue) < targetAcos ? 'high' : 'medium';
  }
  return judged;
}
