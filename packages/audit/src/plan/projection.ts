/**
 * The plan's expected effect on the account's spend, sales and ACOS: an estimate from the
 * observed cost and revenue per click. Assumptions: a bid (or placement) change by a factor r
 * changes clicks and cost per click by r each (spend x r^2, sales x r); a budget change by r scales
 * the capped campaign's spend and sales by r; a pause or a negative removes the entity's (term's)
 * spend and sales; a harvested keyword moves sales that exist already (no change). A pure
 * function of the items and the decisions, so it is recomputed as items are accepted or rejected.
 */
import { CompensatedSum } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Evidence, PlanDecisions, PlanItem, PlanProjection } from './types.js';

export const PROJECTION_LABEL =
  'Estimate: assumes clicks and cost per click move with the bid, revenue per click stays as observed, and paused or negated spend brings no sales.';

/** The change of spend and sales an item would bring at `value` (its proposed value unless edited). */
export function itemEffect(item: PlanItem, value: number | string = item.proposed): { spend: number; sales: number } {
  const e = item.evidence;
  switch (item.kind) {
    case 'bid':
      return typeof item.current === 'number' && item.current > 0 && typeof value === 'number' ? scaled(e, value / item.current, true) : none();
    case 'placement':
      return typeof item.current === 'number' && typeof value === 'number' ? scaled(e, (1 + value / 100) / (1 + item.current / 100), true) : none();
    case 'budget':
      return typeof item.current === 'number' && item.current > 0 && typeof value === 'number' ? scaled(e, value / item.current, false) : none();
    case 'pause':
    case 'negative':
      return { spend: -e.spend, sales: -e.sales };
    case 'harvest':
      return none();
  }
}

/** A module function, not a closure per item: a plan of a large account has a hundred thousand items. */
function scaled(e: Evidence, factor: number, squareSpend: boolean): { spend: number; sales: number } {
  return { spend: e.spend * ((squareSpend ? factor * factor : factor) - 1), sales: e.sales * (factor - 1) };
}

const none = () => ({ spend: 0, sales: 0 });

/** Without decisions every item counts as accepted; with them, only the accepted ones (at their edited values). */
export function projectPlan(items: readonly PlanItem[], account: Evidence, decisions?: PlanDecisions): PlanProjection {
  const spend = new CompensatedSum();
  const sales = new CompensatedSum();
  spend.add(account.spend);
  sales.add(account.sales);
  let counted = 0;
  for (const item of items) {
    const decision = decisions?.[item.id];
    if (decisions && decision?.status !== 'accepted') continue;
    const effect = itemEffect(item, decision?.value ?? item.proposed);
    spend.add(effect.spend);
    sales.add(effect.sales);
    counted += 1;
  }
  const projectedSpend = Math.max(0, spend.value);
  const projectedSales = Math.max(0, sales.value);
  return {
    label: PROJECTION_LABEL,
    current: { spend: account.spend, sales: account.sales, acos: percentOf(account.spend, account.sales) },
    projected: { spend: projectedSpend, sales: projectedSales, acos: percentOf(projectedSpend, projectedSales) },
    items: counted,
  };
}
