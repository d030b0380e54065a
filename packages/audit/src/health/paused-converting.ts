/**
 * Paused campaigns that still converted in the file's period: sales that were switched off.
 * Pausing a loser (ACOS far above the account average) is no fault: the ACOS check already
 * counts its spend, so it is not counted here a second time.
 */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import { campaignEvidence, checkResult, countFigure, countOf, formatMoney, formatPercent, percentFigure, spendSalesFigures, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import { isFarAboveAccountAcos } from './acos-far-above-account.js';
import type { HealthCheckResult } from './types.js';

/** Share of the account's sales (percent) made by paused campaigns: any warns, this much fails. */
export const PAUSED_SALES_SHARE = { warn: 0, fail: 10 } as const;

export const PAUSED_CONVERTING: CheckDefinition = {
  id: 'paused_converting',
  title: 'Paused campaigns that still converted',
  severity: 'low',
  threshold:
    'Paused campaigns with orders in the period, except those whose ACOS is far above the account average (pausing them is right). ' +
    `Warns when there is one, fails when they made ${PAUSED_SALES_SHARE.fail}% of the account's sales or more.`,
};

export function checkPausedConverting(input: HealthInput): HealthCheckResult {
  const found = input.campaigns
    .filter((c) => c.state === 'paused' && c.metrics.orders > 0 && !isFarAboveAccountAcos(c.metrics, input.account))
    .sort((a, b) => b.metrics.sales - a.metrics.sales);
  const sales = sumMoney(found.map((c) => c.metrics.sales));
  const share = percentOf(sales, input.account.sales);
  const evidence = found.map((c) =>
    campaignEvidence(c, [countFigure('Orders', c.metrics.orders), ...spendSalesFigures(c.metrics), percentFigure('Share of sales', percentOf(c.metrics.sales, input.account.sales))]),
  );
  const summary =
    found.length === 0
      ? 'No paused campaign had orders in the period.'
      : `${countOf(found.length, 'paused campaign')} made ${formatMoney(sales)} of sales (${formatPercent(share)} of sales).`;
  const status = statusByShare(found.length, share, PAUSED_SALES_SHARE);
  return checkResult(PAUSED_CONVERTING, status, summary, evidence);
}
