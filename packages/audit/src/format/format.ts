/** Display formatting: USD with 2 decimals ($0.00 when invalid), or the currency of `inCurrency`; percentages and ROAS with 2 decimals. */
import type { Money, Percent, Ratio } from '../metrics/units.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { formatMoneyIn } from '../money/format-money.js';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** The number to show: invalid or missing => 0; a value that rounds to zero shows no minus sign. */
const shown = (value: number | null | undefined, decimals = 2) =>
  valid(value) && Math.round(Math.abs(value) * 10 ** decimals) !== 0 ? value : 0;

/** The currency formatMoney writes in: USD, or another while `inCurrency` runs. */
let moneyCurrency: CurrencyCode = DEFAULT_CURRENCY;

/**
 * Runs `build` (synchronous: a table, a text, a plan) with every amount formatMoney writes in
 * `currency`, so a builder's many amounts need no currency passed down to each of them.
 */
export function inCurrency<T>(currency: CurrencyCode, build: () => T): T {
  const before = moneyCurrency;
  moneyCurrency = currency;
  try {
    return build();
  } finally {
    moneyCurrency = before;
  }
}

/** The currency formatMoney writes in now. */
export const currentMoneyCurrency = (): CurrencyCode => moneyCurrency;

/** '$1,234.56' ('1.234,56 €' in euros, see inCurrency); invalid or missing numbers show '$0.00'. */
export function formatMoney(value: Money | null | undefined): string {
  return moneyCurrency === DEFAULT_CURRENCY ? USD.format(shown(value)) : formatMoneyIn(value, moneyCurrency);
}

/** A Percent (12.5 = 12.5 %) as '12.50%'. */
export function formatPercent(value: Percent | null | undefined): string {
  return `${TWO_DECIMALS.format(shown(value))}%`;
}

/** What ACOS shows for spend without sales: its value is 0 by the formula, which would read as the best ACOS. */
export const NO_SALES_ACOS = '\u2014';
/** The words beside or under NO_SALES_ACOS (a tooltip, a table note). */
export const NO_SALES_ACOS_HINT = 'no sales';

/** True when ACOS has no meaning: money was spent and nothing was sold. */
export function isAcosWithoutSales(figures: { spend: Money; sales: Money }): boolean {
  return shown(figures.spend) !== 0 && !(valid(figures.sales) && figures.sales > 0);
}

/** ACOS as '12.50%', or NO_SALES_ACOS for spend without sales. */
export function formatAcos(figures: { acos: Percent; spend: Money; sales: Money }): string {
  return isAcosWithoutSales(figures) ? NO_SALES_ACOS : formatPercent(figures.acos);
}

/** The note a table of formatted figures carries when one of its ACOS cells is NO_SALES_ACOS. */
export const NO_SALES_ACOS_NOTE = `ACOS ${NO_SALES_ACOS}: spend with ${NO_SALES_ACOS_HINT}.`;

/** The notes of a table of formatted cells: NO_SALES_ACOS_NOTE when an 'ACOS' column shows NO_SALES_ACOS. */
export function noSalesAcosNotes(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const column = headers.indexOf('ACOS');
  return column >= 0 && rows.some((row) => row[column] === NO_SALES_ACOS) ? [NO_SALES_ACOS_NOTE] : [];
}

/** ROAS as '2.49'. */
export function formatRoas(value: Ratio | null | undefined): string {
  return TWO_DECIMALS.format(shown(value));
}

/** Counts with thousands separators: '12,131'. */
export function formatCount(value: number | null | undefined): string {
  return INTEGER.format(shown(value, 0));
}

/** Display cuts: longer names are shortened on screen (the full name stays in tooltips and copies). */
export const CAMPAIGN_NAME_DISPLAY_LENGTH = 75;
export const PARENT_TITLE_DISPLAY_LENGTH = 100;

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}\u2026`;
}
