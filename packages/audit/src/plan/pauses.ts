/**
 * Pauses: keywords, product targets and product ads whose spend without orders exceeds what the
 * target allows (one order at the reference order value, times the target ACOS), when even the
 * optimistic end of the 95 % interval keeps the ACOS above target. Ineligible product ads are
 * flagged: the plan cannot make them eligible.
 */
import { enumKey } from '../bulk/normalize.js';
import type { Money } from '../metrics/units.js';
import { judgeAgainstTarget } from './confidence.js';
import type { PlanContext } from './plan-context.js';
import { figuresText, intervalText, money, percent } from './reason-text.js';
import type { PlanFlag, PlanItem, SourceProductAd, SourceTarget } from './types.js';

export function pauseItems(ctx: PlanContext): PlanItem[] {
  const items: PlanItem[] = [];
  for (const t of ctx.source.targets) {
    // Most targets have orders: not candidates (checked first, the loop runs over every target).
    if (t.evidence.orders !== 0 || !(t.evidence.spend > 0)) continue;
    const item = pauseItem(ctx, t, t.kind === 'keyword' ? 'keyword' : 'target', t.entity_text);
    if (item) items.push(item);
  }
  const enabledAds = new Map<string, number>();
  for (const ad of ctx.source.product_ads) {
    if (ad.state !== 'enabled') continue;
    const key = `${ad.campaign_id}\u0000${ad.ad_group_id}`;
    enabledAds.set(key, (enabledAds.get(key) ?? 0) + 1);
  }
  for (const ad of ctx.source.product_ads) {
    // Pausing an ad group's only ad stops the whole ad group: its targets' bids say more.
    if (ad.evidence.orders > 0 || ad.evidence.spend === 0) continue;
    if ((enabledAds.get(`${ad.campaign_id}\u0000${ad.ad_group_id}`) ?? 0) <= 1) continue;
    const item = pauseItem(ctx, ad, 'product ad', 'Product Ad');
    if (item) items.push(item);
  }
  return items;
}

/** Separate arguments, not an object per candidate: a large account has tens of thousands of candidates. */
function pauseItem(ctx: PlanContext, entity: SourceTarget | SourceProductAd, noun: string, entityText: string): PlanItem | null {
  const e = entity.evidence;
  if (e.orders > 0 || e.spend === 0 || entity.entity_id === '') return null;
  if (ctx.notLive(entity, entity.ad_group_id, noun)) return null;
  const campaign = ctx.campaigns.get(entity.campaign_id);
  if (!campaign) return null;
  const goal = 'kind' in entity ? ctx.targets.forTarget(entity, campaign.type) : ctx.targets.forAdGroup(entity.campaign_id, entity.ad_group_id, campaign.type);
  const reference = ctx.reference(entity.campaign_id, entity.ad_group_id);
  const allowed: Money = reference.order_value * (goal.acos / 100);
  if (allowed <= 0 || e.spend <= allowed) return null;
  const judged = judgeAgainstTarget(e, reference, goal.acos);
  if (judged.direction !== 'down' || judged.confidence !== 'high') return null;
  const referenceRow = ctx.referenceRow(reference, entity.campaign_id, entity.ad_group_id);
  return {
    id: `pause:${entity.tab}:${entity.entity_id}`,
    kind: 'pause',
    campaign_id: entity.campaign_id,
    ad_group_id: entity.ad_group_id,
    entity_id: entity.entity_id,
    current: 'enabled',
    proposed: 'paused',
    reason:
      `${figuresText(e)}; one order (${money(reference.order_value)} average) at the ${goal.label} allows ${money(allowed)}; ` +
      `even at the optimistic end of the ${intervalText(judged.interval)} the ACOS would be ${percent(judged.optimistic_acos)}: pause the ${noun}.`,
    confidence: 'high',
    interval: judged.interval,
    evidence: e,
    target_acos: goal.acos,
    rows: referenceRow ? [entity.source, referenceRow] : [entity.source],
    detail: { kind: 'pause', tab: entity.tab, entity_text: entityText },
  };
}

/** Product ads the workbook calls ineligible (any status but 'Eligible'). */
export function ineligibleAdFlags(ctx: PlanContext): PlanFlag[] {
  return ctx.source.product_ads
    .filter((ad) => ad.eligibility !== '' && enumKey(ad.eligibility) !== 'eligible' && ad.state !== 'archived')
    .map((ad) => ({
      kind: 'ineligible_ad' as const,
      campaign_id: ad.campaign_id,
      ad_group_id: ad.ad_group_id,
      entity_id: ad.entity_id,
      message: `Product ad ${ad.asin || ad.sku} is '${ad.eligibility}'${ad.ineligibility_reason ? `: ${ad.ineligibility_reason}` : ''}; it cannot serve until that is fixed.`,
      rows: [ad.source],
    }));
}
