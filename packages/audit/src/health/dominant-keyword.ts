/**
 * Ad groups where one keyword (or product target) carries most of the spend: the others get
 * little traffic, and the big one is better managed in an ad group of its own.
 */
import { percentOf } from '../metrics/units.js';
import { CompensatedSum, sumMoney } from '../metrics/money-sum.js';
import type { AdGroup, Campaign, Keyword, ProductTarget } from '../model/contract.js';
import { checkResult, countOf, formatMoney, formatPercent, moneyFigure, percentFigure, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult, HealthEvidence } from './types.js';

/** The top keyword's share (percent) of its ad group's keyword spend that counts as "most". */
export const DOMINANT_SHARE = 80;
/** Ad groups below this share (percent) of the account's spend are too small to matter. */
export const MIN_AD_GROUP_SHARE = 1;
/** Share of the account's spend (percent) in such ad groups: any warns, this much fails. */
export const DOMINATED_SPEND_SHARE = { warn: 0, fail: 25 } as const;

export const DOMINANT_KEYWORD: CheckDefinition = {
  id: 'dominant_keyword',
  title: 'Ad groups with a single keyword carrying most spend',
  severity: 'low',
  threshold:
    `Ad groups with two or more keywords or targets with spend, at least ${MIN_AD_GROUP_SHARE}% of the account's spend, where one of them takes ${DOMINANT_SHARE}% of the spend or more. ` +
    `Warns when there is one, fails when such ad groups take ${DOMINATED_SPEND_SHARE.fail}% of the account's spend or more.`,
};

interface Dominated {
  campaign: Campaign;
  group: AdGroup;
  leafLabel: string;
  leafSpend: number;
  total: number;
}

const keywordLabel = (k: Keyword) => `"${k.text}" (${k.match_type})`;

/** Walks the ad group's keywords and targets without copying them: a big account has tens of thousands. */
function dominatedGroup(campaign: Campaign, group: AdGroup, minSpend: number): Dominated | null {
  const total = new CompensatedSum();
  let withSpend = 0;
  let top: Keyword | ProductTarget | null = null;
  for (const leaf of [group.keywords, group.product_targeting].flat()) {
    if (leaf.metrics.spend <= 0) continue;
    withSpend++;
    total.add(leaf.metrics.spend);
    if (!top || leaf.metrics.spend > top.metrics.spend) top = leaf;
  }
  if (withSpend < 2 || !top || total.value < minSpend || percentOf(top.metrics.spend, total.value) < DOMINANT_SHARE) return null;
  const leafLabel = 'text' in top ? keywordLabel(top) : top.expression;
  return { campaign, group, leafLabel, leafSpend: top.metrics.spend, total: total.value };
}

function evidenceOf(d: Dominated): HealthEvidence {
  return {
    subject: `${d.group.name}: ${d.leafLabel}`,
    campaigns: [{ id: d.campaign.id, name: d.campaign.name, state: d.campaign.state, figures: [] }],
    figures: [moneyFigure('Ad group spend', d.total), moneyFigure('Keyword spend', d.leafSpend), percentFigure('Keyword share', percentOf(d.leafSpend, d.total))],
  };
}

export function checkDominantKeyword(input: HealthInput): HealthCheckResult {
  const minSpend = (input.account.spend * MIN_AD_GROUP_SHARE) / 100;
  const found: Dominated[] = [];
  for (const campaign of input.campaigns) {
    for (const group of campaign.ad_groups) {
      const d = dominatedGroup(campaign, group, minSpend);
      if (d) found.push(d);
    }
  }
  found.sort((a, b) => b.total - a.total);
  const spend = sumMoney(found.map((d) => d.total));
  const share = percentOf(spend, input.account.spend);
  const summary =
    found.length === 0
      ? `No ad group has one keyword or target taking ${DOMINANT_SHARE}% of its spend.`
      : `In ${countOf(found.length, 'ad group')} one keyword or target takes ${DOMINANT_SHARE}% of the spend or more; they spent ${formatMoney(spend)} (${formatPercent(share)} of spend).`;
  const status = statusByShare(found.length, share, DOMINATED_SPEND_SHARE);
  return checkResult(DOMINANT_KEYWORD, status, summary, found.map(evidenceOf));
}
