/**
 * Winners held back by their budget: campaigns at or below the account's ACOS whose average daily
 * spend reaches most of their daily budget, so they likely stop serving during the day.
 */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, moneyFigure, percentFigure, statusByShare, isEnabled, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { Campaign } from '../model/contract.js';
import type { HealthCheckResult } from './types.js';

/** Average daily spend at or above this percent of the daily budget counts as capped. */
export const BUDGET_USE_CAPPED = 90;
/** Share of the account's sales (percent) made by capped winners: any warns, this much fails. */
export const CAPPED_SALES_SHARE = { warn: 0, fail: 25 } as const;

/**
 * Over a period, Amazon keeps a campaign's spend within its daily budget times the days (a day
 * may go over, the period may not). An average above the budget means the budget was higher
 * during part of the period: the budget in the file cannot judge such a campaign.
 */
export const BUDGET_USE_CHANGED = 100;
export const BUDGET_CHANGED_NOTE = 'Budget changed during the period?';

export const BUDGET_CAPPED_WINNERS: CheckDefinition = {
  id: 'budget_capped_winners',
  title: 'Budget-capped winners',
  severity: 'medium',
  threshold:
    `Enabled campaigns with an ACOS at or below the account's whose average daily spend is ${BUDGET_USE_CAPPED}% of their daily budget or more. ` +
    `Warns when there is one, fails when they make ${CAPPED_SALES_SHARE.fail}% of the account's sales or more. Needs the daily budgets and the file's date range. ` +
    `An average above ${BUDGET_USE_CHANGED}% of the budget means the budget changed during the period: such a campaign is listed, but not counted.`,
};

export function checkBudgetCappedWinners(input: HealthInput): HealthCheckResult {
  const budgeted = input.campaigns.filter((c) => c.daily_budget !== null && c.daily_budget > 0);
  if (budgeted.length === 0) {
    return checkResult(BUDGET_CAPPED_WINNERS, 'not_computed', 'Not computed: the file has no daily budgets.', []);
  }
  if (input.days === null) {
    return checkResult(BUDGET_CAPPED_WINNERS, 'not_computed', "Not computed: the file does not show its date range, so the average daily spend is unknown.", []);
  }
  const days = input.days;
  const budgetUse = (c: Campaign) => percentOf(c.metrics.spend / days, c.daily_budget!);
  const winners = budgeted
    .filter((c) => isEnabled(c.state) && c.metrics.sales > 0 && c.metrics.acos <= input.account.acos)
    .filter((c) => budgetUse(c) >= BUDGET_USE_CAPPED)
    .sort((a, b) => b.metrics.sales - a.metrics.sales);
  const changed = winners.filter((c) => budgetUse(c) > BUDGET_USE_CHANGED);
  const capped = winners.filter((c) => budgetUse(c) <= BUDGET_USE_CHANGED);
  const sales = sumMoney(capped.map((c) => c.metrics.sales));
  const share = percentOf(sales, input.account.sales);
  const evidenceOf = (c: Campaign) =>
    campaignEvidence(c, [
      moneyFigure('Daily budget', c.daily_budget!),
      moneyFigure('Average daily spend', c.metrics.spend / days),
      percentFigure('Budget used', budgetUse(c)),
      moneyFigure('Sales', c.metrics.sales),
      percentFigure('ACOS', c.metrics.acos),
    ]);
  const evidence = [...capped.map(evidenceOf), ...changed.map((c) => ({ ...evidenceOf(c), note: BUDGET_CHANGED_NOTE }))];
  const cappedText =
    capped.length === 0
      ? `No campaign at or below the account's ACOS (${formatPercent(input.account.acos)}) uses ${BUDGET_USE_CAPPED}% of its budget over ${countOf(days, 'day')}.`
      : `${countOf(capped.length, 'campaign')} at or below the account's ACOS used ${BUDGET_USE_CAPPED}% of the daily budget or more; they sold ${formatMoney(sales)} (${formatPercent(share)} of sales).`;
  const changedText =
    changed.length === 0 ? '' : ` ${countOf(changed.length, 'campaign')} spent more than the daily budget on average: budget changed during the period? Not counted.`;
  const status = statusByShare(capped.length, share, CAPPED_SALES_SHARE);
  return checkResult(BUDGET_CAPPED_WINNERS, status, cappedText + changedText, evidence);
}
