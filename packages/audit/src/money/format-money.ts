/** Amounts in an account's currency: its symbol, separators and decimals ('1.234,56 €', '￥1,235'). */
import type { Money } from '../metrics/units.js';
import { CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from './currencies.js';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterOf(currency: CurrencyCode): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const { locale, decimals } = CURRENCIES[currency];
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The amount rounded to the currency's decimals; invalid or missing is 0, and a zero shows no minus sign. */
export function roundToCurrency(value: Money | null | undefined, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const scale = 10 ** CURRENCIES[currency].decimals;
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** '$1,234.56', '1.234,56 €', '￥1,235'; invalid or missing amounts show as zero. */
export function formatMoneyIn(value: Money | null | undefined, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  return formatterOf(currency).format(roundToCurrency(value, currency));
}

/** The currency's symbol as its locale writes it ('$', '€', '￥', 'AED'). */
export function currencySymbol(currency: CurrencyCode): string {
  return formatterOf(currency).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
