// The root cause of the Compare tab as drawn: each campaign's part of the account's spend or sales
// delta (largest first, the rest together), as the bars of a waterfall from the earlier total to
// the later one, and as a table of the same rows split into their effects. All in whole cents, so
// the bars add up to the delta exactly.
import { formatMoney, type ClipboardTable, type DeltaExplanation, type RootCause } from '@ads-auditor/audit';

export type RootCauseMeasure = keyof RootCause;

/** Campaigns drawn one by one; the others are one bar. */
export const CAMPAIGNS_SHOWN = 8;

export const MEASURE_TEXT: Record<RootCauseMeasure, string> = { sales: 'Sales', spend: 'Spend' };

const EFFECTS: Record<RootCauseMeasure, { key: string; header: string }[]> = {
  spend: [{ key: 'cpc', header: 'CPC' }, { key: 'clicks', header: 'Clicks' }],
  sales: [{ key: 'clicks', header: 'Clicks' }, { key: 'conversion_rate', header: 'Conversion rate' }, { key: 'order_value', header: 'Order value' }],
};

const cents = (amount: number) => Math.round(amount * 100);
const dollars = (amountCents: number) => amountCents / 100;
const signed = (amountCents: number) => `${amountCents > 0 ? '+' : amountCents < 0 ? '-' : ''}${formatMoney(Math.abs(amountCents) / 100)}`;

/** One row of the view: a campaign, or the campaigns not shown one by one, with its delta and effects in cents. */
export interface RootCauseRow {
  label: string;
  delta: number;
  effects: Record<string, number>;
}

/** The campaigns largest first, those after `shown` summed into one row. */
export function rootCauseRows(explanation: DeltaExplanation<string>, shown = CAMPAIGNS_SHOWN): RootCauseRow[] {
  const rowOf = (c: DeltaExplanation<string>['campaigns'][number]): RootCauseRow => ({
    label: c.name, delta: cents(c.delta), effects: Object.fromEntries(Object.entries(c.effects).map(([k, v]) => [k, cents(v)])),
  });
  const rows = explanation.campaigns.slice(0, shown).map(rowOf);
  const rest = explanation.campaigns.slice(shown).map(rowOf);
  if (rest.length === 0) return rows;
  const effects: Record<string, number> = {};
  for (const row of rest) for (const [k, v] of Object.entries(row.effects)) effects[k] = (effects[k] ?? 0) + v;
  return [...rows, { label: `${rest.length} other campaign${rest.length === 1 ? '' : 's'}`, delta: rest.reduce((s, r) => s + r.delta, 0), effects }];
}

/**
 * A bar of the waterfall, in dollars: `total` for the two ends; otherwise an invisible `base` and
 * the campaign's rise or fall on top of it.
 */
export interface WaterfallBar {
  label: string;
  base: number;
  increase: number;
  decrease: number;
  total: number;
}

/** The earlier total, each row's move from where the one before left off, the later total. */
export function waterfallBars(explanation: DeltaExplanation<string>, rows: readonly RootCauseRow[]): WaterfallBar[] {
  const bar = (label: string, base: number, increase: number, decrease: number, total: number): WaterfallBar =>
    ({ label, base: dollars(base), increase: dollars(increase), decrease: dollars(decrease), total: dollars(total) });
  let level = cents(explanation.before);
  const moves = rows.map((row) => {
    const from = level;
    level += row.delta;
    return bar(row.label, Math.min(from, level), Math.max(row.delta, 0), Math.max(-row.delta, 0), 0);
  });
  return [bar('Earlier', 0, 0, 0, cents(explanation.before)), ...moves, bar('Later', 0, 0, 0, cents(explanation.after))];
}

/** The table beside the chart: each row's change and its effects, then the account's total. */
export function rootCauseTable(explanation: DeltaExplanation<string>, rows: readonly RootCauseRow[], measure: RootCauseMeasure): ClipboardTable {
  const effects = EFFECTS[measure];
  const total: RootCauseRow = { label: 'Account', delta: cents(explanation.delta), effects: {} };
  for (const row of rows) for (const { key } of effects) total.effects[key] = (total.effects[key] ?? 0) + (row.effects[key] ?? 0);
  return {
    title: `${MEASURE_TEXT[measure]} change by campaign and effect`,
    headers: ['Campaign', 'Change', ...effects.map((e) => e.header)],
    rows: [...rows, total].map((row) => [row.label, signed(row.delta), ...effects.map(({ key }) => signed(row.effects[key] ?? 0))]),
    notes: [`${MEASURE_TEXT[measure]} went from ${formatMoney(explanation.before)} to ${formatMoney(explanation.after)}; each change is split into the effects of its ${effects.map((e) => e.header.toLowerCase()).join(', ')}.`],
  };
}
