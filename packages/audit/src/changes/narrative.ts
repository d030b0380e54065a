/**
 * 'What we changed and what happened': a short text from the verification, the impact and the
 * root cause, by templates with the numbers (no language model), for the Changes tab, the PDF
 * and a share link.
 */
import { formatMoney } from '../format/format.js';
import type { PlanItemKind } from '../plan/types.js';
import type { RootCause } from './root-cause.js';
import type { ImpactResult, VerifyResult } from './types.js';

export const NARRATIVE_TITLE = 'What we changed and what happened';

const KIND_NOUNS: Record<PlanItemKind, [string, string]> = {
  bid: ['bid change', 'bid changes'],
  placement: ['placement adjustment', 'placement adjustments'],
  budget: ['budget change', 'budget changes'],
  pause: ['pause', 'pauses'],
  negative: ['negative keyword', 'negative keywords'],
  harvest: ['new keyword', 'new keywords'],
};

const plural = (n: number, [one, many]: [string, string]) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const money = formatMoney;
const signed = (value: number) => `${value >= 0 ? '+' : '-'}${money(Math.abs(value))}`;

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export interface NarrativeInput {
  /** The export's date (YYYY-MM-DD). */
  changed_on: string;
  verify: VerifyResult;
  impact: ImpactResult;
  root_cause: RootCause;
}

const EFFECT_WORDS: Record<string, string> = { clicks: 'clicks', cpc: 'cost per click', conversion_rate: 'conversion rate', order_value: 'order value' };

/** The paragraphs of the section, in order. */
export function buildNarrative({ changed_on: changedOn, verify, impact, root_cause: rootCause }: NarrativeInput): string[] {
  const paragraphs: string[] = [];
  const kinds = new Map<PlanItemKind, number>();
  for (const item of verify.items) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
  const made = listed([...kinds].map(([kind, n]) => plural(n, KIND_NOUNS[kind])));
  const { applied, different, not_applied: notApplied, missing } = verify.counts;
  const notReached = [notApplied > 0 ? `${notApplied} not applied` : '', different > 0 ? `${different} set to another value` : '', missing > 0 ? `${missing} whose entity is gone` : ''].filter(Boolean);
  paragraphs.push(`On ${changedOn} we exported ${plural(verify.items.length, ['change', 'changes'])}: ${made}. ${applied} of ${verify.items.length} reached Amazon${notReached.length > 0 ? `; ${listed(notReached)}` : ''}.`);

  const g = impact.total.grades;
  if (impact.total.changes > 0) {
    const graded = [g.worked > 0 ? `${g.worked} worked` : '', g.flat > 0 ? `${g.flat} made no clear difference` : '', g.backfired > 0 ? `${g.backfired} backfired` : '', g.not_yet > 0 ? `${g.not_yet} need more data before they can be judged` : ''].filter(Boolean);
    paragraphs.push(`Of the applied changes, ${listed(graded)}. Together their entities went from ${money(impact.total.before.spend)} of spend and ${money(impact.total.before.sales)} of sales to ${money(impact.total.after.spend)} and ${money(impact.total.after.sales)}${impact.after_scale !== 1 ? ' (the new period scaled to the old one\'s length)' : ''}.`);
  }

  const { spend, sales } = rootCause;
  const largest = <E extends string>(effects: Record<E, number>) => (Object.entries(effects) as [E, number][]).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))[0]!;
  const lines = [`Across the account, spend moved ${signed(spend.delta)} (${money(spend.before)} to ${money(spend.after)}) and sales ${signed(sales.delta)} (${money(sales.before)} to ${money(sales.after)}).`];
  const topSales = sales.campaigns[0];
  if (topSales) {
    const [effect, amount] = largest(topSales.effects);
    lines.push(`The largest move in sales was campaign '${topSales.name}' (${signed(topSales.delta)}), mostly from its ${EFFECT_WORDS[effect] ?? effect} (${signed(amount)}).`);
  }
  const topSpend = spend.campaigns[0];
  if (topSpend) {
    const [effect, amount] = largest(topSpend.effects);
    lines.push(`The largest move in spend was campaign '${topSpend.name}' (${signed(topSpend.delta)}), mostly from its ${EFFECT_WORDS[effect] ?? effect} (${signed(amount)}).`);
  }
  paragraphs.push(lines.join(' '));
  return paragraphs;
}
