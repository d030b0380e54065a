/** Campaigns that spent and sold nothing in the file's period. */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, moneyFigure, percentFigure, countFigure, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult } from './types.js';

/** Share of the account's spend (percent) at which the check warns and fails. */
export const NO_SALES_SHARE = { warn: 2, fail: 10 } as const;

export const SPEND_WITHOUT_SALES: CheckDefinition = {
  id: 'spend_without_sales',
  title: 'Campaigns spending with no sales',
  severity: 'high',
  threshold: `Campaigns with spend and no sales. Warns when they take ${NO_SALES_SHARE.warn}% of the account's spend or more, fails at ${NO_SALES_SHARE.fail}% or more.`,
};

export function checkSpendWithoutSales(input: HealthInput): HealthCheckResult {
  const found = input.campaigns.filter((c) => c.metrics.spend > 0 && c.metrics.sales === 0).sort((a, b) => b.metrics.spend - a.metrics.spend);
  const spend = sumMoney(found.map((c) => c.metrics.spend));
  const share = percentOf(spend, input.account.spend);
  const evidence = found.map((c) =>
    campaignEvidence(c, [moneyFigure('Spend', c.metrics.spend), countFigure('Clicks', c.metrics.clicks), percentFigure('Share of spend', percentOf(c.metrics.spend, input.account.spend))]),
  );
  const summary =
    found.length === 0
      ? 'Every campaign with spend made at least one sale.'
      : `${countOf(found.length, 'campaign')} spent ${formatMoney(spend)} without a sale (${formatPercent(share)} of spend).`;
  return checkResult(SPEND_WITHOUT_SALES, statusByShare(found.length, share, NO_SALES_SHARE), summary, evidence);
}
