/**
 * How a change reads: signed, in the figure's own format ('+$12.48', '-1.20 pp', '+0.25'), and
 * its percentage ('+4.16%', or 'n/a' when there was nothing to compare with).
 */
import { formatCount, formatMoney, formatPercent, formatRoas } from '../format/format.js';
import type { ComparedMetric } from './types.js';

export type ChangeUnit = 'money' | 'percent' | 'ratio' | 'count';

export const METRIC_UNITS: Readonly<Record<ComparedMetric, ChangeUnit>> = {
  spend: 'money',
  sales: 'money',
  roas: 'ratio',
  acos: 'percent',
  cpc: 'money',
  conversion_rate: 'percent',
  impressions: 'count',
  clicks: 'count',
  orders: 'count',
};

export const METRIC_LABELS: Readonly<Record<ComparedMetric, string>> = {
  spend: 'Spend',
  sales: 'Sales',
  roas: 'ROAS',
  acos: 'ACOS',
  cpc: 'CPC',
  conversion_rate: 'CVR',
  impressions: 'Impressions',
  clicks: 'Clicks',
  orders: 'Orders',
};

/** Shown for a percentage change from zero. */
export const NOT_APPLICABLE = 'n/a';

const FORMATTERS: Readonly<Record<ChangeUnit, (value: number) => string>> = {
  money: formatMoney,
  percent: formatPercent,
  ratio: formatRoas,
  count: formatCount,
};

/** A value of the unit, unsigned. */
export function formatValue(value: number | null | undefined, unit: ChangeUnit): string {
  return FORMATTERS[unit](value ?? 0);
}

/** The sign before a change's text; none when the text shows zero. */
function signed(change: number, text: string): string {
  if (!/[1-9]/.test(text)) return text;
  return `${change < 0 ? '-' : '+'}${text}`;
}

/** A signed change; a percentage figure's change is in percentage points ('+1.20 pp'). */
export function formatChange(change: number, unit: ChangeUnit): string {
  const magnitude = FORMATTERS[unit](Math.abs(change));
  return signed(change, unit === 'percent' ? `${magnitude.slice(0, -1)} pp` : magnitude);
}

export function formatPercentChange(percentChange: number | null): string {
  return percentChange === null ? NOT_APPLICABLE : signed(percentChange, formatPercent(Math.abs(percentChange)));
}
