/**
 * The insights' negatives and harvests as plan items. Only those the export can write (Sponsored
 * Products, with an ad group for a harvest) and whose campaign and ad group are enabled: a change
 * to a paused campaign does nothing until it runs again, and is left to the Insights tab.
 */
import type { HarvestSuggestion, InsightsResult, NegativeSuggestion } from '../insights/types.js';
import { judgeAgainstTarget } from './confidence.js';
import type { PlanContext } from './plan-context.js';
import { figuresText, money, plural } from './reason-text.js';
import type { Confidence, Evidence, PlanItem } from './types.js';

const evidenceOf = (m: Evidence): Evidence => ({ clicks: m.clicks, spend: m.spend, sales: m.sales, orders: m.orders });

function negativeItem(ctx: PlanContext, s: NegativeSuggestion): PlanItem | null {
  if (!s.exportable) return null;
  const adGroupId = s.level === 'ad_group' ? s.ad_group_id : null;
  if (ctx.notLive({ campaign_id: s.campaign_id, state: 'enabled' }, adGroupId, 'ad group')) return null;
  const campaign = ctx.campaigns.get(s.campaign_id);
  if (!campaign) return null;
  const goal = ctx.targets.forCampaign(s.campaign_id, campaign.type);
  const e = evidenceOf(s.metrics);
  const judged = judgeAgainstTarget(e, ctx.reference(s.campaign_id, adGroupId), goal.acos);
  // A negative that would block converting keywords or terms is a judgement call.
  const confidence: Confidence = s.conflicts.length > 0 ? 'low' : judged.direction === 'down' ? judged.confidence : 'low';
  const where = s.level === 'ad_group' ? `ad group '${s.ad_group_name ?? s.ad_group_id}'` : `campaign '${s.campaign_name}'`;
  const warning = s.conflicts.length > 0 ? ` Warning: ${s.conflicts.map((c) => c.warning).join(' ')}` : '';
  return {
    id: `negative:${s.id}`,
    kind: 'negative',
    campaign_id: s.campaign_id,
    ad_group_id: adGroupId,
    entity_id: null,
    current: null,
    proposed: s.keyword_text,
    reason: `'${s.keyword_text}': ${figuresText(e)}; ${goal.label}: add as ${s.match_type} in ${where}.${warning}`,
    confidence,
    interval: judged.interval,
    evidence: e,
    target_acos: goal.acos,
    rows: s.sources,
    detail: { kind: 'negative', level: s.level, keyword_text: s.keyword_text, match_type: s.match_type },
  };
}

function harvestItem(ctx: PlanContext, s: HarvestSuggestion): PlanItem | null {
  const to = s.destination;
  if (!s.exportable || !to || to.ad_group_id === null) return null;
  if (ctx.notLive({ campaign_id: to.campaign_id, state: 'enabled' }, to.ad_group_id, 'ad group')) return null;
  const campaign = ctx.campaigns.get(to.campaign_id);
  if (!campaign) return null;
  const goal = ctx.targets.forCampaign(to.campaign_id, campaign.type);
  const e = evidenceOf(s.metrics);
  const judged = judgeAgainstTarget(e, ctx.reference(to.campaign_id, to.ad_group_id), goal.acos);
  return {
    id: `harvest:${s.search_term}`,
    kind: 'harvest',
    campaign_id: to.campaign_id,
    ad_group_id: to.ad_group_id,
    entity_id: null,
    current: null,
    proposed: s.suggested_bid,
    reason: `'${s.search_term}' converts: ${figuresText(e)} across ${plural(s.occurrences.length, 'ad group')}; ${goal.label}: add as an Exact keyword in ad group '${to.ad_group_name ?? to.ad_group_id}' at ${money(s.suggested_bid)}, its cost per click.`,
    confidence: judged.direction === 'up' ? judged.confidence : 'low',
    interval: judged.interval,
    evidence: e,
    target_acos: goal.acos,
    rows: s.occurrences.flatMap((o) => o.sources),
    detail: { kind: 'harvest', keyword_text: s.search_term },
  };
}

export function insightItems(ctx: PlanContext, insights: InsightsResult): { negatives: PlanItem[]; harvests: PlanItem[] } {
  const negatives = insights.negative_suggestions.map((s) => negativeItem(ctx, s)).filter((i): i is PlanItem => i !== null);
  const harvests = insights.harvest_suggestions.map((s) => harvestItem(ctx, s)).filter((i): i is PlanItem => i !== null);
  return { negatives, harvests };
}
