/**
 * What each applied change did: its entity's figures in the workbook the plan was made on and in
 * the next one, graded against the change's intent. A cut (lower bid or placement, a negative)
 * should lower ACOS without losing most of the sales; a raise (higher bid, placement or budget, a
 * harvested keyword) should bring sales at an acceptable ACOS; a pause should stop the spend.
 * The grade follows the plan's confidence rule: the after-ACOS is an interval from a 90 % Wilson
 * interval on its conversion rate, and an interval too wide to tell is 'not yet'.
 */
import { formatMoney } from '../format/format.js';
import { wilsonInterval, Z_90 } from '../metrics/wilson-interval.js';
import type { Money, Percent } from '../metrics/units.js';
import type { PlanItemKind } from '../plan/types.js';
import { keywordKey, keywordOfSubject, placementKey } from './snapshot.js';
import type { ChangeImpact, ImpactFigures, ImpactGrade, ImpactResult, ImpactTotals, EntityFigures, Snapshot, VerifyItem } from './types.js';

/** An ACOS interval whose ends are further apart than this factor says too little. */
const WIDEST_USEFUL_RATIO = 3;
/** A cut that keeps less than this share of the sales lost most of them. */
const KEPT_SALES_SHARE = 0.5;
/** A raise should bring this much more in sales... */
const RAISE_SALES_GAIN = 1.1;
/** ...and may cost this much more ACOS (or up to the target). */
const RAISE_ACOS_ALLOWANCE = 1.25;
/** A paused entity that still spent this share of its spend did not stop. */
const PAUSE_SPEND_SHARE = 0.1;
/** Orders a before-figure needs for a fall in sales to say something. */
const ORDERS_TO_JUDGE_SALES = 3;

export const NO_METRICS: EntityFigures = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0 };

export interface ImpactOptions {
  /** Days each workbook covers; the after-figures are scaled to the before-period when both are known. */
  before_days?: number | null;
  after_days?: number | null;
  /** The plan's target ACOS (default 30): a raise may go up to it. */
  target_acos?: Percent;
}

export function figuresOf(m: EntityFigures): ImpactFigures {
  return { ...m, cpc: m.clicks > 0 ? m.spend / m.clicks : null, acos: m.sales > 0 ? (m.spend / m.sales) * 100 : null };
}

function scaled(m: EntityFigures, factor: number): EntityFigures {
  if (factor === 1) return m;
  return { impressions: m.impressions * factor, clicks: m.clicks * factor, spend: m.spend * factor, sales: m.sales * factor, orders: m.orders * factor };
}

/** The figures a change is judged on: its keyword, target, ad, placement, campaign or ad group. */
function metricsOf(item: VerifyItem, snapshot: Snapshot): EntityFigures {
  switch (item.kind) {
    case 'bid':
    case 'pause':
      return (item.entity_id === null ? undefined : snapshot.targets.get(item.entity_id)?.metrics) ?? NO_METRICS;
    case 'placement':
      return snapshot.placements.get(placementKey(item.campaign_id, item.subject ?? ''))?.metrics ?? NO_METRICS;
    case 'budget':
      return snapshot.campaigns.get(item.campaign_id)?.metrics ?? NO_METRICS;
    case 'negative':
      return (item.ad_group_id !== null ? snapshot.ad_groups.get(item.ad_group_id)?.metrics : snapshot.campaigns.get(item.campaign_id)?.metrics) ?? NO_METRICS;
    case 'harvest': {
      const [, text] = keywordOfSubject(item.subject);
      const id = item.ad_group_id === null ? undefined : snapshot.keywords_by_text.get(keywordKey(item.ad_group_id, 'exact', text));
      return (id === undefined ? undefined : snapshot.targets.get(id)?.metrics) ?? NO_METRICS;
    }
  }
}

/** The ACOS at the ends of the 90 % interval of the conversion rate; null when it cannot tell. */
function acosInterval(m: EntityFigures, fallbackOrderValue: Money): { low: Percent; high: Percent } | null {
  const orderValue = m.orders > 0 ? m.sales / m.orders : fallbackOrderValue;
  if (m.clicks <= 0 || orderValue <= 0) return null;
  const rate = wilsonInterval(m.orders, m.clicks, Z_90);
  const acosAt = (r: number) => (r > 0 ? (m.spend / (m.clicks * r * orderValue)) * 100 : Number.POSITIVE_INFINITY);
  const low = acosAt(rate.high);
  const high = acosAt(rate.low);
  return high === Number.POSITIVE_INFINITY || (low > 0 && high / low > WIDEST_USEFUL_RATIO) ? null : { low, high };
}

const pct = (value: number) => `${value.toFixed(1)}%`;
const usd = formatMoney;

function intentOf(item: VerifyItem): 'cut' | 'raise' | 'stop' {
  if (item.kind === 'pause') return 'stop';
  if (item.kind === 'negative') return 'cut';
  if (item.kind === 'harvest' || item.kind === 'budget') return 'raise';
  return typeof item.before === 'number' && typeof item.expected === 'number' && item.expected < item.before ? 'cut' : 'raise';
}

function grade(item: VerifyItem, before: EntityFigures, after: EntityFigures, targetAcos: Percent): { grade: ImpactGrade; reason: string } {
  const intent = intentOf(item);
  const beforeAcos = before.sales > 0 ? (before.spend / before.sales) * 100 : Number.POSITIVE_INFINITY;
  const figures = `spend ${usd(before.spend)} -> ${usd(after.spend)}, sales ${usd(before.sales)} -> ${usd(after.sales)}`;
  if (intent === 'stop') {
    return after.spend <= before.spend * PAUSE_SPEND_SHARE
      ? { grade: 'worked', reason: `Paused: ${figures}.` }
      : { grade: 'flat', reason: `Still spent ${usd(after.spend)} after the pause (it may have come late in the period): ${figures}.` };
  }
  if (after.clicks === 0) {
    if (intent === 'cut' && before.orders === 0) return { grade: 'worked', reason: `No more clicks and no sales lost: ${figures}.` };
    if (intent === 'cut' && before.orders >= ORDERS_TO_JUDGE_SALES) return { grade: 'backfired', reason: `No clicks since the cut, and ${before.orders} orders lost: ${figures}.` };
    return { grade: 'not_yet', reason: `No clicks yet: ${figures}.` };
  }
  const fallbackValue = before.orders > 0 ? before.sales / before.orders : 0;
  // Sales fell by most when even the optimistic end of the conversion interval sells under half.
  const afterValue = after.orders > 0 ? after.sales / after.orders : fallbackValue;
  const optimisticSales = after.clicks * wilsonInterval(after.orders, after.clicks, Z_90).high * afterValue;
  if (before.orders >= ORDERS_TO_JUDGE_SALES && optimisticSales < before.sales * KEPT_SALES_SHARE) {
    return { grade: 'backfired', reason: `Most of the sales were lost (even the optimistic estimate sells ${usd(optimisticSales)}): ${figures}.` };
  }
  const interval = acosInterval(after, fallbackValue);
  if (interval === null) return { grade: 'not_yet', reason: `Too few clicks and orders to tell (${after.clicks.toFixed(0)} clicks, ${after.orders.toFixed(0)} orders): ${figures}.` };
  const range = `ACOS ${Number.isFinite(beforeAcos) ? pct(beforeAcos) : 'none (no sales)'} -> between ${pct(interval.low)} and ${pct(interval.high)}`;
  if (intent === 'cut') {
    if (interval.low > beforeAcos) return { grade: 'backfired', reason: `${range}: higher after the cut; ${figures}.` };
    if (interval.high < beforeAcos) return { grade: 'worked', reason: `${range}, sales mostly kept: ${figures}.` };
    return { grade: 'flat', reason: `${range}: no clear change; ${figures}.` };
  }
  const ceiling = Math.max(Number.isFinite(beforeAcos) ? beforeAcos * RAISE_ACOS_ALLOWANCE : 0, targetAcos);
  if (interval.low > ceiling) return { grade: 'backfired', reason: `${range}: above ${pct(ceiling)}; ${figures}.` };
  if (after.sales >= before.sales * RAISE_SALES_GAIN && after.orders > 0 && interval.high <= ceiling) return { grade: 'worked', reason: `More sales at ${range}: ${figures}.` };
  return { grade: 'flat', reason: `${range}: no clear gain; ${figures}.` };
}

function emptyTotals(): ImpactTotals {
  return { changes: 0, grades: { worked: 0, flat: 0, backfired: 0, not_yet: 0 }, before: { spend: 0, sales: 0 }, after: { spend: 0, sales: 0 } };
}

function add(totals: ImpactTotals, impact: ChangeImpact): void {
  totals.changes++;
  totals.grades[impact.grade]++;
  totals.before.spend += impact.before.spend;
  totals.before.sales += impact.before.sales;
  totals.after.spend += impact.after.spend;
  totals.after.sales += impact.after.sales;
}

/** The impact of every applied item of a verification. */
export function impactOf(items: readonly VerifyItem[], before: Snapshot, after: Snapshot, options: ImpactOptions = {}): ImpactResult {
  const { before_days: beforeDays, after_days: afterDays } = options;
  const afterScale = beforeDays && afterDays ? beforeDays / afterDays : 1;
  const targetAcos = options.target_acos ?? 30;
  const byKind: Partial<Record<PlanItemKind, ImpactTotals>> = {};
  const total = emptyTotals();
  const changes = items.filter((item) => item.status === 'applied').map((item): ChangeImpact => {
    const beforeMetrics = item.kind === 'harvest' ? NO_METRICS : metricsOf(item, before);
    const afterMetrics = scaled(metricsOf(item, after), afterScale);
    const judged = grade(item, beforeMetrics, afterMetrics, targetAcos);
    const impact: ChangeImpact = { item, before: figuresOf(beforeMetrics), after: figuresOf(afterMetrics), ...judged };
    add((byKind[item.kind] ??= emptyTotals()), impact);
    add(total, impact);
    return impact;
  });
  return { after_scale: afterScale, changes, by_kind: byKind, total };
}
