/** Campaigns that sell, but at an ACOS far above the account average. */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import { campaignEvidence, checkResult, countOf, formatMoney, formatPercent, percentFigure, spendSalesFigures, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { Metrics } from '../metrics/metrics.js';
import type { HealthCheckResult } from './types.js';

/** A campaign's ACOS at or above this multiple of the account's is "far above". */
export const ACOS_MULTIPLE = 2;
/** Share of the account's spend (percent) held by such campaigns at which the check warns and fails. */
export const HIGH_ACOS_SHARE = { warn: 5, fail: 20 } as const;

export const ACOS_FAR_ABOVE_ACCOUNT: CheckDefinition = {
  id: 'acos_far_above_account',
  title: 'ACOS far above the account average',
  severity: 'high',
  threshold:
    `Campaigns with sales whose ACOS is at least ${ACOS_MULTIPLE} times the account's. ` +
    `Warns when they take ${HIGH_ACOS_SHARE.warn}% of the account's spend or more, fails at ${HIGH_ACOS_SHARE.fail}% or more.`,
};

/**
 * A campaign with sales at an ACOS of ACOS_MULTIPLE times the account's or more. Without account
 * sales there is no account ACOS to compare with (spend without sales is its own check).
 */
export function isFarAboveAccountAcos(campaign: Metrics, account: Metrics): boolean {
  return account.acos > 0 && campaign.sales > 0 && campaign.acos >= account.acos * ACOS_MULTIPLE;
}

export function checkAcosFarAboveAccount(input: HealthInput): HealthCheckResult {
  const accountAcos = input.account.acos;
  const limit = accountAcos * ACOS_MULTIPLE;
  const found = input.campaigns.filter((c) => isFarAboveAccountAcos(c.metrics, input.account));
  found.sort((a, b) => b.metrics.spend - a.metrics.spend);
  const spend = sumMoney(found.map((c) => c.metrics.spend));
  const share = percentOf(spend, input.account.spend);
  const evidence = found.map((c) =>
    campaignEvidence(c, [...spendSalesFigures(c.metrics), percentFigure('Account ACOS', accountAcos), percentFigure('Share of spend', percentOf(c.metrics.spend, input.account.spend))]),
  );
  let summary: string;
  if (accountAcos <= 0) summary = 'The account has no sales, so there is no account ACOS to compare with.';
  else if (found.length === 0) summary = `No campaign has an ACOS of ${formatPercent(limit)} or more (account ACOS ${formatPercent(accountAcos)}).`;
  else
    summary =
      `${countOf(found.length, 'campaign')} at ${formatPercent(limit)} ACOS or more (account ${formatPercent(accountAcos)}) ` +
      `spent ${formatMoney(spend)} (${formatPercent(share)} of spend).`;
  return checkResult(ACOS_FAR_ABOVE_ACCOUNT, statusByShare(found.length, share, HIGH_ACOS_SHARE), summary, evidence);
}
