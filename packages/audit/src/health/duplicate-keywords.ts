/** The same keyword and match type, enabled in two or more enabled campaigns of one ad type: they bid against each other. */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign, Keyword } from '../model/contract.js';
import { EVIDENCE_LIMIT, checkResult, countOf, formatMoney, formatPercent, isEnabled, moneyFigure, countFigure, spendSalesFigures, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult, HealthEvidence } from './types.js';

/** Share of the account's spend (percent) on duplicated keywords: any warns, this much fails. */
export const DUPLICATE_SPEND_SHARE = { warn: 0, fail: 10 } as const;

export const DUPLICATE_KEYWORDS: CheckDefinition = {
  id: 'duplicate_keywords',
  title: 'Duplicate keywords across campaigns',
  severity: 'medium',
  threshold:
    'The same keyword text and match type enabled in two or more enabled campaigns of the same ad type. ' +
    `Warns when there is one, fails when duplicated keywords take ${DUPLICATE_SPEND_SHARE.fail}% of the account's spend or more.`,
};

interface Occurrence {
  campaign: Campaign;
  keyword: Keyword;
}

/** Case and spacing do not make a different keyword. */
const keyOf = (c: Campaign, k: Keyword) => `${c.type_code}\u0000${k.match_type.toLowerCase()}\u0000${k.text.trim().toLowerCase().replace(/\s+/g, ' ')}`;

function occurrencesByKeyword(campaigns: readonly Campaign[]): Map<string, Occurrence[]> {
  const byKey = new Map<string, Occurrence[]>();
  for (const campaign of campaigns) {
    if (!isEnabled(campaign.state)) continue;
    for (const group of campaign.ad_groups) {
      if (!isEnabled(group.state)) continue;
      for (const keyword of group.keywords) {
        if (!isEnabled(keyword.state)) continue;
        const key = keyOf(campaign, keyword);
        const list = byKey.get(key) ?? [];
        list.push({ campaign, keyword });
        byKey.set(key, list);
      }
    }
  }
  return byKey;
}

interface Duplicate {
  occurrences: Occurrence[];
  spend: number;
}

/** Each campaign with the keyword's figures there. Built for the listed duplicates only: a big account has thousands. */
function evidenceOf({ occurrences, spend }: Duplicate): HealthEvidence {
  const { keyword } = occurrences[0];
  const sorted = [...occurrences].sort((a, b) => b.keyword.metrics.spend - a.keyword.metrics.spend);
  return {
    subject: `"${keyword.text}" (${keyword.match_type})`,
    campaigns: sorted.map((o) => ({ id: o.campaign.id, name: o.campaign.name, state: o.campaign.state, figures: spendSalesFigures(o.keyword.metrics) })),
    figures: [countFigure('Campaigns', new Set(occurrences.map((o) => o.campaign.id)).size), moneyFigure('Spend', spend)],
  };
}

export function checkDuplicateKeywords(input: HealthInput): HealthCheckResult {
  const found: Duplicate[] = [];
  for (const occurrences of occurrencesByKeyword(input.campaigns).values()) {
    if (occurrences.some((o) => o.campaign !== occurrences[0].campaign)) {
      found.push({ occurrences, spend: sumMoney(occurrences.map((o) => o.keyword.metrics.spend)) });
    }
  }
  found.sort((a, b) => b.spend - a.spend);
  const spend = sumMoney(found.map((d) => d.spend));
  const share = percentOf(spend, input.account.spend);
  const summary =
    found.length === 0
      ? 'No enabled keyword is repeated across enabled campaigns of the same ad type.'
      : `${countOf(found.length, 'keyword')} ${found.length === 1 ? 'is' : 'are'} enabled in several campaigns; they spent ${formatMoney(spend)} (${formatPercent(share)} of spend).`;
  const status = statusByShare(found.length, share, DUPLICATE_SPEND_SHARE);
  return checkResult(DUPLICATE_KEYWORDS, status, summary, found.slice(0, EVIDENCE_LIMIT).map(evidenceOf), found.length);
}
