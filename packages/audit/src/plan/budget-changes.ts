/**
 * Budgets: a campaign capped while profitable (average daily spend at 90 % of its daily budget or
 * more over the period, and even the pessimistic end of its conversion-rate interval under the
 * target ACOS) gets a raise of the increase cap. Nothing else is raised; budgets are lowered only
 * when the seller asks (lower_budgets), for campaigns whose optimistic ACOS is above target.
 * Needs the period: without it the average daily spend is unknown.
 */
import { outcomeNote, shapeAmount } from './bid-rules.js';
import { judgeAgainstTarget } from './confidence.js';
import type { PlanContext } from './plan-context.js';
import { figuresText, money, percent, plural } from './reason-text.js';
import type { AbsentKind, PlanItem } from './types.js';

/** Average daily spend at or above this percent of the daily budget counts as capped. */
export const CAPPED_BUDGET_USE = 90;
/** Above this, the budget must have changed during the period: the one in the file cannot be judged. */
const CHANGED_BUDGET_USE = 100;

export function budgetChanges(ctx: PlanContext): { items: PlanItem[]; absent: AbsentKind | null } {
  const days = ctx.settings.period_days;
  if (days === null || days <= 0) {
    return { items: [], absent: { kind: 'budget', reason: "The period the workbook covers is unknown (its file name does not show Amazon's dates): give the period to judge budgets." } };
  }
  const items: PlanItem[] = [];
  const { unit, currency, budget: limits } = ctx.limits;
  const rules = { ...ctx.settings, bid_step: unit };
  for (const campaign of ctx.source.campaigns) {
    const budget = campaign.daily_budget;
    if (budget === null || budget <= 0 || campaign.state !== 'enabled' || campaign.evidence.clicks === 0) continue;
    const e = campaign.evidence;
    const averageSpend = e.spend / days;
    const use = (averageSpend / budget) * 100;
    const goal = ctx.targets.forCampaign(campaign.campaign_id, campaign.type);
    const judged = judgeAgainstTarget(e, ctx.reference(campaign.campaign_id, null), goal.acos);
    const spent = `average daily spend ${money(averageSpend)} over ${plural(days, 'day')} is ${percent(use)} of the ${money(budget)} budget`;
    let wanted: number;
    let why: string;
    if (judged.direction === 'up' && use >= CAPPED_BUDGET_USE && use <= CHANGED_BUDGET_USE) {
      wanted = budget * (1 + ctx.settings.max_increase / 100);
      why = `${figuresText(e)} under the ${goal.label}; ${spent}: capped while profitable`;
    } else if (ctx.settings.lower_budgets && judged.direction === 'down' && e.sales > 0) {
      wanted = budget * (goal.acos / ((e.spend / e.sales) * 100));
      why = `${figuresText(e)} over the ${goal.label}; ${spent}: budget x ${percent(goal.acos)} / ${percent((e.spend / e.sales) * 100)}`;
    } else continue;
    const shaped = shapeAmount(budget, wanted, rules, limits, unit);
    if (shaped.proposed === budget) continue;
    items.push({
      id: `budget:${campaign.campaign_id}`,
      kind: 'budget',
      campaign_id: campaign.campaign_id,
      ad_group_id: null,
      entity_id: null,
      current: budget,
      proposed: shaped.proposed,
      reason: `${why}; daily budget ${money(budget)} -> ${money(shaped.proposed)}${outcomeNote(shaped, rules, limits, currency)}.`,
      confidence: judged.confidence,
      interval: judged.interval,
      evidence: e,
      target_acos: goal.acos,
      rows: [campaign.source],
      detail: { kind: 'budget', tab: campaign.tab, type: campaign.type },
    });
  }
  return { items, absent: null };
}
