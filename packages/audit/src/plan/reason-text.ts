/** The figures as the reasons write them: '$1.20', '62%', '7.3%', '41 clicks'. */
import type { Fraction, Money, Percent } from '../metrics/units.js';
import { currentMoneyCurrency, formatMoney } from '../format/format.js';
import type { ConversionInterval, Evidence } from './types.js';

/** 12345 -> '12,345' (Intl is too slow for the hundreds of thousands of reasons of a large account). */
function grouped(digits: string): string {
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Texts already written, by the whole number they were written from: the reasons of a large
 * account repeat the same few thousand amounts, percents and counts, and each one written anew
 * is garbage to collect. Emptied when full, so a long-running server keeps it small.
 */
class TextCache {
  private readonly texts = new Map<number, string>();

  get(key: number, write: (key: number) => string): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      if (this.texts.size >= 20_000) this.texts.clear();
      this.texts.set(key, (text = write(key)));
    }
    return text;
  }
}

const moneyTexts = new TextCache();
const writeMoney = (cents: number) => `$${grouped(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;

/** '$1,234.56' as formatMoney writes it ('1.234,56 €', '￥1,235' within inCurrency); '-$0.50' for negatives. */
export function money(value: Money): string {
  if (currentMoneyCurrency() !== 'USD') return formatMoney(value);
  const cents = Math.round(Math.abs(value) * 100);
  const text = moneyTexts.get(cents, writeMoney);
  return value < 0 && cents !== 0 ? `-${text}` : text;
}

const percentTexts = new TextCache();
const writePercent = (whole: number) => `${whole}%`;
/** A whole percent ('62%'); 'no sales' for an infinite ACOS. */
export const percent = (value: Percent) => (Number.isFinite(value) ? percentTexts.get(Math.round(value), writePercent) : 'no sales');

const rateTexts = new TextCache();
const writeRate = (tenthsOfPercent: number) => `${(tenthsOfPercent / 10).toFixed(1)}%`;
/** A fraction as a percent with one decimal ('7.3%'). */
export const rate = (value: Fraction) => rateTexts.get(Math.round(value * 1000), writeRate);

const countTexts = new TextCache();
const writeCount = (count: number) => grouped(String(count));

export function plural(count: number, noun: string): string {
  return `${countTexts.get(Math.round(count), writeCount)} ${noun}${count === 1 ? '' : 's'}`;
}

/** 'ACOS 62% on 41 clicks and 3 orders' or '$24.50 on 35 clicks and no orders'. */
export function figuresText(e: Evidence): string {
  if (e.orders === 0) return `${money(e.spend)} spent on ${plural(e.clicks, 'click')} and no orders`;
  return `ACOS ${percent((e.spend / e.sales) * 100)} on ${plural(e.clicks, 'click')} and ${plural(e.orders, 'order')}`;
}

const SCOPE_NAMES = { ad_group: "ad group's", campaign: "campaign's", account: "account's" } as const;

/** 'conversion rate 1.9%-15.0% (90% interval, shrunk toward the ad group's 6.1%)'. */
export function intervalText(interval: ConversionInterval): string {
  return `conversion rate ${rate(interval.low)}-${rate(interval.high)} (90% interval, shrunk toward the ${SCOPE_NAMES[interval.reference.scope]} ${rate(interval.reference.rate)})`;
}

/**
 * The text as one flat string. A reason is built from a dozen template pieces, which V8 keeps as
 * a tree of pieces (several times its size); reading a character makes it flat, and a plan of a
 * large account keeps a hundred thousand reasons.
 */
export function flatText(text: string): string {
  text.charCodeAt(0);
  return text;
}
