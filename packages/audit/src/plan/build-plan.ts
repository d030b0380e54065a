/**
 * buildPlan: the whole plan of one workbook. Pauses come first (a paused entity gets no bid
 * change: one operation per entity), then bids, placements, budgets, and the insights' negatives
 * and harvests; then the projection of all of them.
 */
import type { InsightsResult } from '../insights/types.js';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currencies.js';
import { marketplaceLimits } from './marketplace-limits.js';
import { inCurrency } from '../format/format.js';
import { bidChanges } from './bid-changes.js';
import { budgetChanges } from './budget-changes.js';
import { topHeld } from './held-list.js';
import { insightItems } from './insight-items.js';
import { ineligibleAdFlags, pauseItems } from './pauses.js';
import { PlanContext } from './plan-context.js';
import { placementChanges } from './placement-changes.js';
import { projectPlan } from './projection.js';
import { resolvePlanSettings } from './settings.js';
import type { AbsentKind, Plan, PlanSettings, PlanSource } from './types.js';

/** Held entities kept in the result, most spend first: enough to browse, small enough to send. */
export const HELD_LIMIT = 2000;

export interface PlanInput {
  source: PlanSource;
  /** The insights of the same workbook; null leaves negatives and harvests out (with a reason). */
  insights: InsightsResult | null;
  /** Messages about the settings to pass on (costs CSV lines left out). */
  warnings?: string[];
  /** The account's currency: bid steps, limits and the reasons' amounts follow its marketplace (USD by default). */
  currency?: CurrencyCode;
}

export function buildPlan(input: PlanInput, settingsGiven: Partial<PlanSettings> = {}): Plan {
  return inCurrency(input.currency ?? DEFAULT_CURRENCY, () => buildPlanIn(input, settingsGiven));
}

function buildPlanIn(input: PlanInput, settingsGiven: Partial<PlanSettings>): Plan {
  const settings = resolvePlanSettings(settingsGiven);
  const ctx = new PlanContext(input.source, settings, marketplaceLimits(input.currency));
  const absent: AbsentKind[] = [];
  const pauses = pauseItems(ctx);
  const bids = bidChanges(ctx, new Set(pauses.map((p) => p.entity_id!)));
  const placements = placementChanges(ctx);
  if (placements.absent) absent.push(placements.absent);
  const budgets = budgetChanges(ctx);
  if (budgets.absent) absent.push(budgets.absent);
  let negatives: Plan['items'] = [];
  let harvests: Plan['items'] = [];
  if (input.insights) ({ negatives, harvests } = insightItems(ctx, input.insights));
  else {
    const reason = 'The workbook has no search term tabs: negatives and harvests come from search terms.';
    absent.push({ kind: 'negative', reason }, { kind: 'harvest', reason });
  }
  const items = [...bids.items, ...placements.items, ...budgets.items, ...pauses, ...negatives, ...harvests];
  const { held, total: totalHeld } = topHeld([bids.held, placements.held], HELD_LIMIT);
  return {
    target_acos: settings.target_acos,
    items,
    held,
    total_held: totalHeld,
    flags: ineligibleAdFlags(ctx),
    absent,
    projection: projectPlan(items, ctx.account),
    warnings: input.warnings ?? [],
  };
}
