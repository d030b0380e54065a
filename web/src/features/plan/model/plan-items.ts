// What the Plan tab shows of an item: its kind's label, its values, the limits an edited value
// must keep, the filters, and the decisions as the engine's projection reads them.
import {
  formatMoneyIn, marketplaceLimits, PLACEMENT_LIMITS,
  type Confidence, type CurrencyCode, type PlanDecisions, type PlanItem, type PlanItemKind,
} from '@ads-auditor/audit';
import type { SavedDecisions } from '../api/plan-api';

export const KIND_TITLES: Record<PlanItemKind, string> = {
  bid: 'Bids',
  placement: 'Placements',
  budget: 'Budgets',
  pause: 'Pauses',
  negative: 'Negatives',
  harvest: 'Harvests',
};

/** The label of an edited value's field, for the kinds that have one. */
export const VALUE_LABELS: Partial<Record<PlanItemKind, string>> = {
  bid: 'New bid ($)',
  placement: 'New adjustment (%)',
  budget: 'New daily budget ($)',
  harvest: 'Keyword bid ($)',
};

export const isEditable = (item: PlanItem) => VALUE_LABELS[item.kind] !== undefined;

/** A value as the row shows it: money, a percentage, a state or a keyword. */
export function formatValue(item: PlanItem, value: number | string | null, currency: CurrencyCode): string {
  if (value === null) return item.kind === 'harvest' || item.kind === 'negative' ? 'none' : '—';
  if (typeof value === 'string') return item.kind === 'pause' ? value.charAt(0).toUpperCase() + value.slice(1) : `'${value}'`;
  return item.kind === 'placement' ? `${value}%` : formatMoneyIn(value, currency);
}

/** Why a typed value cannot be saved (the same limits, in the account's marketplace, the export checks), or null. */
export function valueProblem(item: PlanItem, text: string, currency: CurrencyCode): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'Enter a number.';
  if (item.kind === 'placement') {
    if (!Number.isInteger(value) || value < PLACEMENT_LIMITS.min || value > PLACEMENT_LIMITS.max) return `A whole percentage from ${PLACEMENT_LIMITS.min} to ${PLACEMENT_LIMITS.max}.`;
    return null;
  }
  const marketplace = marketplaceLimits(currency);
  if (Math.abs(Math.round(value / marketplace.unit) - value / marketplace.unit) > 1e-6) return marketplace.unit >= 1 ? `Whole ${currency} only.` : 'Whole cents only.';
  const limits = item.kind === 'budget' ? marketplace.budget : marketplace.bids[item.detail.kind === 'bid' ? item.detail.type : 'SP'];
  if (value < limits.min || value > limits.max) {
    const range = `Between ${formatMoneyIn(limits.min, currency)} and ${formatMoneyIn(limits.max, currency)}`;
    return limits.approximate ? `${range} (approximate limits for this marketplace; Amazon may differ).` : `${range}.`;
  }
  return null;
}

export type DecisionFilter = 'all' | 'undecided' | 'accepted' | 'rejected';

export interface PlanFilters {
  kind: PlanItemKind | 'all';
  confidence: Confidence | 'all';
  decision: DecisionFilter;
}

export const NO_FILTERS: PlanFilters = { kind: 'all', confidence: 'all', decision: 'all' };

export function matches(item: PlanItem, decisions: SavedDecisions, filters: PlanFilters): boolean {
  if (filters.kind !== 'all' && item.kind !== filters.kind) return false;
  if (filters.confidence !== 'all' && item.confidence !== filters.confidence) return false;
  if (filters.decision === 'all') return true;
  const status = decisions[item.id]?.status ?? null;
  return filters.decision === 'undecided' ? status === null : status === filters.decision;
}

/** The saved decisions as the engine's projection and export read them (undecided ones left out). */
export function engineDecisions(decisions: SavedDecisions): PlanDecisions {
  const out: Record<string, PlanDecisions[string]> = {};
  for (const [id, d] of Object.entries(decisions)) {
    if (d.status !== null) out[id] = d.value === null ? { status: d.status } : { status: d.status, value: d.value };
  }
  return out;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/** 'High confidence' and the interval in words. */
export function confidenceText(item: { confidence: Confidence; interval: PlanItem['interval'] }): { label: string; interval: string | null } {
  const label = `${item.confidence.charAt(0).toUpperCase()}${item.confidence.slice(1)} confidence`;
  const i = item.interval;
  return { label, interval: i ? `conversion rate ${percent(i.low)} to ${percent(i.high)} (${i.level}% interval)` : null };
}

const ROWS_SHOWN = 3;

/** What the item changes and the workbook rows behind it: 'Keyword 123 · Sponsored Products Campaigns rows 5, 9'. */
export function subjectText(item: PlanItem): string {
  const d = item.detail;
  let subject = '';
  if (d.kind === 'bid' || d.kind === 'pause') subject = `${d.entity_text} ${item.entity_id ?? ''}`.trim();
  else if (d.kind === 'placement') subject = d.placement_text;
  else if (d.kind === 'budget') subject = 'Daily budget';
  else if (d.kind === 'negative') subject = `${d.match_type} at ${d.level === 'ad_group' ? 'ad group' : 'campaign'} level`;
  else subject = 'Exact keyword';
  const bySheet = new Map<string, number[]>();
  for (const r of item.rows) bySheet.set(r.sheet, [...(bySheet.get(r.sheet) ?? []), r.row]);
  const rows = [...bySheet].map(([sheet, numbers]) => {
    const shown = numbers.slice(0, ROWS_SHOWN).join(', ');
    const more = numbers.length > ROWS_SHOWN ? ` and ${numbers.length - ROWS_SHOWN} more` : '';
    return `${sheet} row${numbers.length === 1 ? '' : 's'} ${shown}${more}`;
  });
  return [subject, ...rows].join(' · ');
}
