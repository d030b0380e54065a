/**
 * Winners held back by their budget: campaigns at or below the account's ACOS whose average daily
 * spend reaches most of their daily budget, so they likely stop serving during the day.
 */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, moneyFigure, percentFigure, statusByShare, isEnabled, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult } from './types.js';

/** Average daily spend at or above this percent of the daily budget counts as capped. */
export const BUDGET_USE_CAPPED = 90;
/** Share of the account's sales (percent) made by capped winners: any warns, this much fails. */
export const CAPPED_SALES_SHARE = { warn: 0, fail: 25 } as const;

export const BUDGET_CAPPED_WINNERS: CheckDefinition = {
  id: 'budget_capped_winners',
  title: 'Budget-capped winners',
  severity: 'medium',
  threshold:
    `Enabled campaigns with an ACOS at or below the account's whose average daily spend is ${BUDGET_USE_CAPPED}% of their daily budget or more. ` +
    `Warns when there is one, fails when they make ${CAPPED_SALES_SHARE.fail}% of the account's sales or more. Needs the daily budgets and the file's date range.`,
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
  const budgetUse = (spend: number, budget: number) => percentOf(spend / days, budget);
  const found = budgeted
    .filter((c) => isEnabled(c.state) && c.metrics.sales > 0 && c.metrics.acos <= input.account.acos)
    .filter((c) => budgetUse(c.metrics.spend, c.daily_budget!) >= BUDGET_USE_CAPPED)
    .sort((a, b) => b.metrics.sales - a.metrics.sales);
  const sales = sumMoney(found.map((c) => c.metrics.sales));
  const share = percentOf(sales, input.account.sales);
  const evidence = found.map((c) =>
    campaignEvidence(c, [
      moneyFigure('Daily budget', c.daily_budget!),
      moneyFigure('Average daily spend', c.metrics.spend / days),
      percentFigure('Budget used', budgetUse(c.metrics.spend, c.daily_budget!)),
      moneyFigure('Sales', c.metrics.sales),
      percentFigure('ACOS', c.metrics.acos),
    ]),
  );
  const summary =
    found.length === 0
      ? `No campaign at or below the account's ACOS (${formatPercent(input.account.acos)}) uses ${BUDGET_USE_CAPPED}% of its budget over ${countOf(days, 'day')}.`
      : `${countOf(found.length, 'campaign')} at or below the account's ACOS used ${BUDGET_USE_CAPPED}% of the daily budget or more; they sold ${formatMoney(sales)} (${formatPercent(share)} of sales).`;
  const status = statusByShare(found.length, share, CAPPED_SALES_SHARE);
  return checkResult(BUDGET_CAPPED_WINNERS, status, summary, evidence);
}
