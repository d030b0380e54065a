/** Display formatting of spec 2 section 5: USD with 2 decimals ($0.00 when invalid); percentages and ROAS with 2 decimals. */
import type { Money, Percent, Ratio } from '../metrics/units.js';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** The number to show: invalid or missing => 0; a value that rounds to zero shows no minus sign. */
const shown = (value: number | null | undefined, decimals = 2) =>
  valid(value) && Math.round(Math.abs(value) * 10 ** decimals) !== 0 ? value : 0;

/** '$1,234.56'; invalid or missing numbers show '$0.00'. */
export function formatMoney(value: Money | null | undefined): string {
  return USD.format(shown(value));
}

/** A Percent (12.5 = 12.5 %) as '12.50%'. */
export function formatPercent(value: Percent | null | undefined): string {
  return `${TWO_DECIMALS.format(shown(value))}%`;
}

/** ROAS as '2.49'. */
export function formatRoas(value: Ratio | null | undefined): string {
  return TWO_DECIMALS.format(shown(value));
}

/** Counts with thousands separators: '12,131'. */
export function formatCount(value: number | null | undefined): string {
  return INTEGER.format(shown(value, 0));
}

/** Display cuts of spec 2 section 9. */
export const CAMPAIGN_NAME_DISPLAY_LENGTH = 75;
export const PARENT_TITLE_DISPLAY_LENGTH = 100;

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}\u2026`;
}
