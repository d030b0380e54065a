/** Enabled auto-targeted Sponsored Products campaigns with spend and no active negative anywhere. */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign } from '../model/contract.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, percentFigure, spendSalesFigures, statusByShare, isEnabled, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult } from './types.js';

/** Share of the account's spend (percent) in such campaigns: any warns, this much fails. */
export const AUTO_NO_NEGATIVES_SHARE = { warn: 0, fail: 10 } as const;

export const AUTO_WITHOUT_NEGATIVES: CheckDefinition = {
  id: 'auto_without_negatives',
  title: 'Auto campaigns without negatives',
  severity: 'medium',
  threshold:
    'Enabled Sponsored Products auto campaigns with spend and no enabled negative keyword or negative product target. ' +
    `Warns when there is one, fails when they take ${AUTO_NO_NEGATIVES_SHARE.fail}% of the account's spend or more.`,
};

function hasActiveNegative(c: Campaign): boolean {
  return c.ad_groups.some((g) => g.negative_keywords.some((n) => isEnabled(n.state)) || g.negative_targeting.some((n) => isEnabled(n.state)));
}

export function checkAutoWithoutNegatives(input: HealthInput): HealthCheckResult {
  const found = input.campaigns
    .filter((c) => c.type_code === 'SP' && c.targeting === 'auto' && isEnabled(c.state) && c.metrics.spend > 0 && !hasActiveNegative(c))
    .sort((a, b) => b.metrics.spend - a.metrics.spend);
  const spend = sumMoney(found.map((c) => c.metrics.spend));
  const share = percentOf(spend, input.account.spend);
  const evidence = found.map((c) => campaignEvidence(c, [...spendSalesFigures(c.metrics), percentFigure('Share of spend', percentOf(c.metrics.spend, input.account.spend))]));
  const summary =
    found.length === 0
      ? 'Every enabled auto campaign with spend has at least one negative.'
      : `${countOf(found.length, 'auto campaign')} without negatives spent ${formatMoney(spend)} (${formatPercent(share)} of spend).`;
  const status = statusByShare(found.length, share, AUTO_NO_NEGATIVES_SHARE);
  return checkResult(AUTO_WITHOUT_NEGATIVES, status, summary, evidence);
}
