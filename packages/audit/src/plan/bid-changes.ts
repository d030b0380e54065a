/**
 * Bid changes for existing keywords and product targets. With sales: bid = revenue per click x
 * target ACOS. Without sales: one reduction step (STEP_PERCENT) per order's worth of clicks spent
 * without one. Either only when the confidence rule agrees; then capped, rounded, within limits.
 */
import type { Money } from '../metrics/units.js';
import { outcomeNote, shapeAmount } from './bid-rules.js';
import { roundToUnit } from './marketplace-limits.js';
import { judgeAgainstTarget } from './confidence.js';
import type { HeldList } from './held-list.js';
import type { PlanContext } from './plan-context.js';
import { figuresText, flatText, intervalText, money, percent, rate } from './reason-text.js';
import type { Confidence, ConversionInterval, HeldEntity, PlanItem, SourceRow, SourceTarget } from './types.js';

/** Each order's worth of clicks spent without an order lowers the bid this much more. */
export const STEP_PERCENT = 15;

const nounOf = (t: SourceTarget) => (t.kind === 'keyword' ? 'keyword' : 'target');

export interface BidChanges {
  items: PlanItem[];
  /** Targets left alone, by their position in the source's targets. */
  held: HeldList;
}

export function bidChanges(ctx: PlanContext, skip: ReadonlySet<string>): BidChanges {
  const items: PlanItem[] = [];
  const heldSpends: number[] = [];
  const heldPositions: number[] = [];
  const targets = ctx.source.targets;
  for (let i = 0; i < targets.length; i += 1) {
    const target = targets[i]!;
    // Without an id the row cannot be updated (a keyword created by an upload, not yet downloaded again).
    if (target.evidence.clicks === 0 || target.entity_id === '' || skip.has(target.entity_id)) continue;
    const outcome = bidChange(ctx, target, false);
    if (outcome === null) continue;
    if (outcome === HELD) {
      heldSpends.push(target.evidence.spend);
      heldPositions.push(i);
    } else items.push(outcome as PlanItem);
  }
  // Judged again for the few the plan keeps: the same figures give the same outcome.
  const describe = (position: number) => (bidChange(ctx, targets[heldPositions[position]!]!, true) as HeldTarget).make();
  return { items, held: { spends: heldSpends, describe } };
}

/** What a target left alone comes to while the plan only counts them. */
const HELD = Symbol('held');

type Judged = { confidence: Confidence; interval: ConversionInterval };

/** Why a target is left alone; the sentence is written by `make` (a method, not a closure per target). */
type HoldWhy =
  | { kind: 'fixed'; text: string }
  | { kind: 'uncertain'; goal: string; optimistic: number; pessimistic: number }
  | { kind: 'thin'; clicksPerOrder: number };

class HeldTarget {
  constructor(
    private readonly target: SourceTarget,
    private readonly referenceRow: SourceRow | null,
    private readonly why: HoldWhy,
    private readonly judged: Judged | null = null,
  ) {}

  make(): HeldEntity {
    const t = this.target;
    return {
      kind: 'bid', campaign_id: t.campaign_id, ad_group_id: t.ad_group_id, entity_id: t.entity_id, reason: this.reason(),
      confidence: this.judged?.confidence ?? 'low', interval: this.judged?.interval ?? null, evidence: t.evidence,
      rows: this.referenceRow ? [t.source, this.referenceRow] : [t.source],
    };
  }

  private reason(): string {
    const why = this.why;
    const e = this.target.evidence;
    if (why.kind === 'fixed') return why.text;
    const interval = intervalText(this.judged!.interval);
    if (why.kind === 'uncertain') {
      return `Left alone: ${figuresText(e)}; ${why.goal}; the ${interval} allows an ACOS from ${percent(why.optimistic)} to ${percent(why.pessimistic)}, too uncertain to change the bid.`;
    }
    const expected = Number.isFinite(why.clicksPerOrder) ? `an order is expected every ${Math.round(why.clicksPerOrder)} clicks` : 'the account has no orders to compare with';
    return `Left alone: ${figuresText(e)}, but ${expected}; too few clicks to judge (${interval}).`;
  }
}

const fixed = (text: string): HoldWhy => ({ kind: 'fixed', text });

/** The target's bid change, or why it is left alone (only when `describe`: else HELD), or null when it needs nothing. */
function bidChange(ctx: PlanContext, target: SourceTarget, describe: boolean): PlanItem | HeldTarget | typeof HELD | null {
  const campaign = ctx.campaigns.get(target.campaign_id);
  if (!campaign) return null;
  const notLive = ctx.notLive(target, target.ad_group_id, nounOf(target));
  if (notLive) return !describe ? HELD : new HeldTarget(target, null, fixed(`Left alone: ${notLive}.`));
  if (target.cost_type === 'vcpm') return !describe ? HELD : new HeldTarget(target, null, fixed('Left alone: a vCPM bid pays for impressions, which revenue per click does not price.'));
  const current = target.bid ?? ctx.adGroup(target.campaign_id, target.ad_group_id)?.default_bid ?? null;
  if (current === null || current <= 0) return !describe ? HELD : new HeldTarget(target, null, fixed('Left alone: the workbook shows no bid for it or its ad group.'));

  const goal = ctx.targets.forTarget(target, campaign.type);
  const reference = ctx.reference(target.campaign_id, target.ad_group_id);
  const judged = judgeAgainstTarget(target.evidence, reference, goal.acos);
  const referenceRow = ctx.referenceRow(reference, target.campaign_id, target.ad_group_id);
  const e = target.evidence;
  const limits = ctx.limits.bids[campaign.type];
  const rules = ctx.settings;

  let wanted: Money;
  let formula: string;
  if (e.orders > 0) {
    const revenuePerClick = e.sales / e.clicks;
    wanted = revenuePerClick * (goal.acos / 100);
    formula = `revenue per click ${money(revenuePerClick)} x ${percent(goal.acos)} = ${money(wanted)}`;
    const wantedDirection = wanted < current ? 'down' : wanted > current ? 'up' : 'hold';
    if (judged.direction === 'hold' || judged.direction !== wantedDirection) {
      if (!describe) return HELD;
      return new HeldTarget(target, referenceRow, { kind: 'uncertain', goal: goal.label, optimistic: judged.optimistic_acos, pessimistic: judged.pessimistic_acos }, judged);
    }
  } else {
    const clicksPerOrder = reference.rate > 0 ? 1 / reference.rate : Number.POSITIVE_INFINITY;
    const ordersWorth = e.clicks / clicksPerOrder;
    if (judged.direction !== 'down' || !Number.isFinite(clicksPerOrder)) return !describe ? HELD : new HeldTarget(target, referenceRow, { kind: 'thin', clicksPerOrder }, judged);
    const steps = Math.max(1, Math.ceil(ordersWorth - 1e-9));
    wanted = current * (1 - (STEP_PERCENT * steps) / 100);
    formula = `an order is expected every ${Math.round(clicksPerOrder)} clicks (conversion rate ${rate(reference.rate)}), so ${ordersWorth.toFixed(1)} orders' worth of clicks: -${STEP_PERCENT}% x ${steps}`;
  }
  const { unit, currency } = ctx.limits;
  const shaped = shapeAmount(current, wanted, rules, limits, unit);
  if (shaped.proposed === roundToUnit(current, unit)) return null;
  const reason = flatText(`${figuresText(e)}; ${goal.label}: ${formula}; bid ${money(current)} -> ${money(shaped.proposed)}${outcomeNote(shaped, rules, limits, currency)}.`);
  return {
    id: `bid:${target.tab}:${target.entity_id}`,
    kind: 'bid',
    campaign_id: target.campaign_id,
    ad_group_id: target.ad_group_id,
    entity_id: target.entity_id,
    current,
    proposed: shaped.proposed,
    reason,
    confidence: judged.confidence,
    interval: judged.interval,
    evidence: e,
    target_acos: goal.acos,
    rows: referenceRow ? [target.source, referenceRow] : [target.source],
    detail: { kind: 'bid', tab: target.tab, entity_text: target.entity_text, type: campaign.type },
  };
}
