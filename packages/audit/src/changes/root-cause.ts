/**
 * Why the account moved: its spend and sales deltas between two workbooks split into the
 * contributions of campaigns, then of their ad groups and targets, largest first, each adding up
 * to its parent to the cent (a line 'not broken down' takes what the children's rows do not
 * cover). Each contribution is split into its effects by Shapley decomposition, which is exact:
 * spend = clicks x CPC; sales = clicks x conversion rate x order value.
 */
import { allocateCents, toCents } from './cents.js';
import { NO_METRICS } from './impact.js';
import type { Campaign, Metrics } from '../model/contract.js';
import type { EntityFigures, Snapshot } from './types.js';

export type SpendEffect = 'clicks' | 'cpc';
export type SalesEffect = 'clicks' | 'conversion_rate' | 'order_value';

export interface Contribution<E extends string> {
  /** Campaign, ad group or target id; null for the line 'not broken down'. */
  id: string | null;
  name: string;
  level: 'campaign' | 'ad_group' | 'target' | 'rest';
  before: number;
  after: number;
  /** after - before, in cents (money) or as is, adding up to the parent's. */
  delta: number;
  effects: Record<E, number>;
  children: Contribution<E>[];
}

export interface DeltaExplanation<E extends string> {
  before: number;
  after: number;
  delta: number;
  campaigns: Contribution<E>[];
}

export interface RootCause {
  spend: DeltaExplanation<SpendEffect>;
  sales: DeltaExplanation<SalesEffect>;
}

interface Node {
  id: string | null;
  name: string;
  level: Contribution<string>['level'];
  before: EntityFigures;
  after: EntityFigures;
  children: Node[];
}

/** Shapley effects of a product of factors (exact: they add up to the product's change). */
function shapley2(a0: number, a1: number, b0: number, b1: number): [number, number] {
  return [((a1 - a0) * (b0 + b1)) / 2, ((b1 - b0) * (a0 + a1)) / 2];
}

function shapley3(f0: readonly number[], f1: readonly number[]): number[] {
  const [a0, b0, c0] = f0 as [number, number, number];
  const [a1, b1, c1] = f1 as [number, number, number];
  const effect = (d: number, x0: number, x1: number, y0: number, y1: number) => d * ((x0 * y0 + x1 * y1) / 3 + (x0 * y1 + x1 * y0) / 6);
  return [effect(a1 - a0, b0, b1, c0, c1), effect(b1 - b0, a0, a1, c0, c1), effect(c1 - c0, a0, a1, b0, b1)];
}

const ratio = (n: number, d: number) => (d > 0 ? n / d : 0);

/** An entity without clicks in one of the workbooks (new, gone, or idle) moved by its clicks alone. */
const onlyClicks = (before: EntityFigures, after: EntityFigures) => before.clicks === 0 || after.clicks === 0;

function spendEffects(before: EntityFigures, after: EntityFigures): Record<SpendEffect, number> {
  if (onlyClicks(before, after)) return { clicks: after.spend - before.spend, cpc: 0 };
  const [clicks, cpc] = shapley2(before.clicks, after.clicks, ratio(before.spend, before.clicks), ratio(after.spend, after.clicks));
  return { clicks, cpc };
}

function salesEffects(before: EntityFigures, after: EntityFigures): Record<SalesEffect, number> {
  if (onlyClicks(before, after)) return { clicks: after.sales - before.sales, conversion_rate: 0, order_value: 0 };
  const factors = (m: EntityFigures) => [m.clicks, ratio(m.orders, m.clicks), ratio(m.sales, m.orders)];
  const [clicks, rate, value] = shapley3(factors(before), factors(after)) as [number, number, number];
  return { clicks, conversion_rate: rate, order_value: value };
}

function sum(list: readonly EntityFigures[]): EntityFigures {
  const total = { ...NO_METRICS };
  for (const m of list) {
    total.impressions += m.impressions;
    total.clicks += m.clicks;
    total.spend += m.spend;
    total.sales += m.sales;
    total.orders += m.orders;
  }
  return total;
}

function minus(a: EntityFigures, b: EntityFigures): EntityFigures {
  return { impressions: a.impressions - b.impressions, clicks: a.clicks - b.clicks, spend: a.spend - b.spend, sales: a.sales - b.sales, orders: a.orders - b.orders };
}

/** The campaign -> ad group -> target tree of both workbooks, by id (an entity of one only has zeros in the other). */
function treeOf(before: Snapshot, after: Snapshot): Node[] {
  const ids = (a: Map<string, unknown>, b: Map<string, unknown>) => [...new Set([...a.keys(), ...b.keys()])];
  const adGroupsOf = new Map<string, string[]>();
  for (const id of ids(before.ad_groups, after.ad_groups)) {
    const group = after.ad_groups.get(id) ?? before.ad_groups.get(id)!;
    (adGroupsOf.get(group.campaign_id) ?? adGroupsOf.set(group.campaign_id, []).get(group.campaign_id)!).push(id);
  }
  const targetsOf = new Map<string, string[]>();
  for (const id of ids(before.targets, after.targets)) {
    const target = after.targets.get(id) ?? before.targets.get(id)!;
    // Product ads repeat their ad group's figures as the keywords and targets do: keywords and targets only.
    if (target.kind === 'product_ad') continue;
    (targetsOf.get(target.ad_group_id) ?? targetsOf.set(target.ad_group_id, []).get(target.ad_group_id)!).push(id);
  }
  return ids(before.campaigns, after.campaigns).map((campaignId): Node => {
    const campaign = after.campaigns.get(campaignId) ?? before.campaigns.get(campaignId)!;
    return {
      id: campaignId, name: campaign.name, level: 'campaign',
      before: before.campaigns.get(campaignId)?.metrics ?? NO_METRICS, after: after.campaigns.get(campaignId)?.metrics ?? NO_METRICS,
      children: (adGroupsOf.get(campaignId) ?? []).map((groupId): Node => ({
        id: groupId, name: (after.ad_groups.get(groupId) ?? before.ad_groups.get(groupId))!.name, level: 'ad_group',
        before: before.ad_groups.get(groupId)?.metrics ?? NO_METRICS, after: after.ad_groups.get(groupId)?.metrics ?? NO_METRICS,
        children: (targetsOf.get(groupId) ?? []).map((targetId): Node => {
          const target = (after.targets.get(targetId) ?? before.targets.get(targetId))!;
          return {
            id: targetId, name: target.text, level: 'target', children: [],
            before: before.targets.get(targetId)?.metrics ?? NO_METRICS, after: after.targets.get(targetId)?.metrics ?? NO_METRICS,
          };
        }),
      })),
    };
  });
}

type Measure = 'spend' | 'sales';

/** A node's contribution in cents, its children's adding up to it. */
function contribute<E extends string>(node: Node, cents: number, measure: Measure, effectsOf: (b: EntityFigures, a: EntityFigures) => Record<E, number>): Contribution<E> {
  const raw = effectsOf(node.before, node.after);
  const keys = Object.keys(raw) as E[];
  // Figures that do not factor exactly (sales without orders) leave a remainder: the last effect takes it.
  const unexplained = node.after[measure] - node.before[measure] - keys.reduce((s, k) => s + raw[k], 0);
  raw[keys[keys.length - 1]!] += unexplained;
  const effectCents = allocateCents(keys.map((k) => raw[k]), cents);
  const effects = Object.fromEntries(keys.map((k, i) => [k, effectCents[i]! / 100])) as Record<E, number>;
  let children: Node[] = node.children;
  if (children.length > 0) {
    const rest = minus(minus(node.after, sum(children.map((c) => c.after))), minus(node.before, sum(children.map((c) => c.before))));
    if (toCents(rest[measure]) !== 0) {
      const restBefore = minus(node.before, sum(children.map((c) => c.before)));
      const restAfter = minus(node.after, sum(children.map((c) => c.after)));
      children = [...children, { id: null, name: 'Not broken down (rows of this level not listed below it)', level: 'rest', before: restBefore, after: restAfter, children: [] }];
    }
  }
  const childCents = allocateCents(children.map((c) => c.after[measure] - c.before[measure]), cents);
  const contributions = children
    .map((child, i) => contribute(child, childCents[i]!, measure, effectsOf))
    .filter((c) => c.delta !== 0)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  return { id: node.id, name: node.name, level: node.level, before: node.before[measure], after: node.after[measure], delta: cents / 100, effects, children: contributions };
}

function explain<E extends string>(tree: Node[], measure: Measure, effectsOf: (b: EntityFigures, a: EntityFigures) => Record<E, number>): DeltaExplanation<E> {
  const before = toCents(tree.reduce((s, n) => s + n.before[measure], 0));
  const after = toCents(tree.reduce((s, n) => s + n.after[measure], 0));
  const cents = allocateCents(tree.map((n) => n.after[measure] - n.before[measure]), after - before);
  const campaigns = tree
    .map((node, i) => contribute(node, cents[i]!, measure, effectsOf))
    .filter((c) => c.delta !== 0)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
  return { before: before / 100, after: after / 100, delta: (after - before) / 100, campaigns };
}

function explainTree(tree: Node[]): RootCause {
  return { spend: explain(tree, 'spend', spendEffects), sales: explain(tree, 'sales', salesEffects) };
}

export function explainDeltas(before: Snapshot, after: Snapshot): RootCause {
  return explainTree(treeOf(before, after));
}

/** An entity of an audit as the tree needs it: id, name, own figures and what lies below it. */
interface AuditEntity {
  id: string;
  name: string;
  metrics: Metrics;
  children: AuditEntity[];
}

const figuresOfMetrics = ({ impressions, clicks, spend, sales, orders }: Metrics): EntityFigures => ({ impressions, clicks, spend, sales, orders });

/** Both audits' entities of one level merged by id (an entity of one only has zeros in the other). */
function mergeLevel(level: Node['level'], before: readonly AuditEntity[], after: readonly AuditEntity[], below: Node['level'] | null): Node[] {
  const olders = new Map(before.map((e) => [e.id, e]));
  const newers = new Map(after.map((e) => [e.id, e]));
  return [...new Set([...newers.keys(), ...olders.keys()])].map((id): Node => {
    const older = olders.get(id);
    const newer = newers.get(id);
    return {
      id, level, name: (newer ?? older)!.name,
      before: older ? figuresOfMetrics(older.metrics) : NO_METRICS,
      after: newer ? figuresOfMetrics(newer.metrics) : NO_METRICS,
      children: below === null ? [] : mergeLevel(below, older?.children ?? [], newer?.children ?? [], below === 'ad_group' ? 'target' : null),
    };
  });
}

/** An audit's campaigns, ad groups, keywords and product targets (product ads repeat their ad group's figures: left out). */
const auditTree = (campaigns: readonly Campaign[]): AuditEntity[] =>
  campaigns.map((c) => ({
    id: c.id, name: c.name, metrics: c.metrics,
    children: c.ad_groups.map((g) => ({
      id: g.id, name: g.name, metrics: g.metrics,
      children: [
        ...g.keywords.map((k) => ({ id: k.id, name: k.text, metrics: k.metrics, children: [] })),
        ...g.product_targeting.map((t) => ({ id: t.id, name: t.expression, metrics: t.metrics, children: [] })),
      ],
    })),
  }));

/** Why the account moved between two audits (the Compare tab's two uploads): as explainDeltas, from their campaigns. */
export function explainAuditDeltas(before: readonly Campaign[], after: readonly Campaign[]): RootCause {
  return explainTree(mergeLevel('campaign', auditTree(before), auditTree(after), 'ad_group'));
}
