/**
 * Placement adjustments per Sponsored Products campaign: a placement that earns more per click
 * than the base (Rest of Search) deserves a proportionally higher bid there. The proposed
 * adjustment is (its revenue per click / the base's - 1) x 100, within 0-900 %, with the change of
 * the effective bid capped like a bid; proposed only when the placement's conversion-rate
 * interval puts the whole range of that ratio on one side of the current adjustment.
 */
import { PLACEMENT_LIMITS } from './bid-rules.js';
import { conversionInterval, shrunkOrderValue, wideInterval } from './confidence.js';
import type { PlanContext } from './plan-context.js';
import { ADJUSTED_SLOTS, PLACEMENT_LABELS } from './placement-slots.js';
import { money, plural } from './reason-text.js';
import type { HeldList } from './held-list.js';
import type { AbsentKind, Confidence, ConversionInterval, HeldEntity, PlanItem, SourceCampaign, SourcePlacement } from './types.js';

/** A placement left alone (a few per campaign: described as found). */
interface HeldPlacement {
  spend: number;
  make(): HeldEntity;
}

export interface PlacementChanges {
  items: PlanItem[];
  held: HeldList;
  absent: AbsentKind | null;
}

export function placementChanges(ctx: PlanContext): PlacementChanges {
  const byCampaign = new Map<string, SourcePlacement[]>();
  for (const p of ctx.source.placements) {
    if (p.tab !== 'sp' || p.slot === null) continue;
    const list = byCampaign.get(p.campaign_id) ?? [];
    list.push(p);
    byCampaign.set(p.campaign_id, list);
  }
  if (byCampaign.size === 0) {
    return { items: [], held: { spends: [], describe: heldAt([]) }, absent: { kind: 'placement', reason: "The workbook has no Sponsored Products placement rows ('Bidding Adjustment' with a Placement): tick 'placement data for campaigns' when downloading it." } };
  }
  const items: PlanItem[] = [];
  const held: HeldPlacement[] = [];
  for (const [campaignId, rows] of byCampaign) {
    const campaign = ctx.campaigns.get(campaignId);
    if (!campaign || campaign.state !== 'enabled') continue;
    campaignPlacements(ctx, campaign, rows, items, held);
  }
  return { items, held: { spends: held.map((h) => h.spend), describe: heldAt(held) }, absent: null };
}

const heldAt = (held: readonly HeldPlacement[]) => (position: number) => held[position]!.make();

function campaignPlacements(ctx: PlanContext, campaign: SourceCampaign, rows: SourcePlacement[], items: PlanItem[], held: HeldPlacement[]): void {
  const base = rows.find((r) => r.slot === 'rest_of_search');
  const hold = (p: SourcePlacement, reason: string, interval: ConversionInterval | null = null): HeldPlacement => ({
    spend: p.evidence.spend,
    make: () => ({
      kind: 'placement', campaign_id: campaign.campaign_id, ad_group_id: null, entity_id: null, reason,
      confidence: 'low', interval, evidence: p.evidence, rows: [p.source],
    }),
  });
  const judged = rows.filter((r) => r.slot !== 'rest_of_search' && ADJUSTED_SLOTS.includes(r.slot!) && r.evidence.clicks > 0);
  if (!base || base.evidence.clicks === 0 || base.evidence.sales === 0) {
    for (const p of judged) held.push(hold(p, 'Left alone: Rest of Search, the base it is compared with, has no sales.'));
    return;
  }
  const baseRpc = base.evidence.sales / base.evidence.clicks;
  const reference = ctx.reference(campaign.campaign_id, null);
  const goal = ctx.targets.forCampaign(campaign.campaign_id, campaign.type);
  const rules = ctx.settings;
  for (const p of judged) {
    const e = p.evidence;
    const label = PLACEMENT_LABELS[p.slot!];
    const orderValue = shrunkOrderValue(e, reference);
    const interval = conversionInterval(e, reference);
    const factor = 1 + p.percentage / 100;
    const ratioAt = (conversion: number) => (conversion * orderValue) / baseRpc;
    const pointRatio = e.sales / e.clicks / baseRpc;
    const direction = ratioAt(interval.low) > factor ? 'up' : ratioAt(interval.high) < factor ? 'down' : 'hold';
    const figures = `${label}: revenue per click ${money(e.sales / e.clicks)} on ${plural(e.clicks, 'click')} and ${plural(e.orders, 'order')} vs ${money(baseRpc)} at Rest of Search (${pointRatio.toFixed(2)}x)`;
    if (direction === 'hold' || (direction === 'down' && p.percentage === 0)) {
      if (direction === 'hold') held.push(hold(p, `Left alone: ${figures}; its conversion-rate interval allows ${ratioAt(interval.low).toFixed(2)}x to ${ratioAt(interval.high).toFixed(2)}x, around the current ${factor.toFixed(2)}x.`, interval));
      continue;
    }
    const wide = wideInterval(e, reference);
    const confidence: Confidence = (direction === 'up' ? ratioAt(wide.low) > factor : ratioAt(wide.high) < factor) ? 'high' : 'medium';
    const lowest = factor * (1 - rules.max_decrease / 100);
    const highest = factor * (1 + rules.max_increase / 100);
    const wantedFactor = Math.min(highest, Math.max(lowest, pointRatio));
    const capped = wantedFactor !== pointRatio ? ` (capped at ${pointRatio > factor ? `+${rules.max_increase}` : `-${rules.max_decrease}`}% of the effective bid)` : '';
    const proposed = Math.min(PLACEMENT_LIMITS.max, Math.max(PLACEMENT_LIMITS.min, Math.round((wantedFactor - 1) * 100)));
    if (proposed === p.percentage) continue;
    items.push({
      id: `placement:${campaign.campaign_id}:${p.slot}`,
      kind: 'placement',
      campaign_id: campaign.campaign_id,
      ad_group_id: null,
      entity_id: null,
      current: p.percentage,
      proposed,
      reason: `${figures}; ${goal.label}: adjustment ${p.percentage}% -> ${proposed}%${capped}.`,
      confidence,
      interval,
      evidence: e,
      target_acos: goal.acos,
      rows: [p.source, base.source],
      detail: { kind: 'placement', tab: p.tab, placement_text: p.placement_text },
    });
  }
}
