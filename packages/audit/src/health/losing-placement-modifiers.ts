/** Placement bid increases on placements that lose money: spend above sales (ROAS below 1). */
import { sumMoney } from '../metrics/money-sum.js';
import { percentOf } from '../metrics/units.js';
import type { Campaign, Placement } from '../model/contract.js';
import { checkResult, countOf, formatMoney, formatPercent, isEnabled, moneyFigure, percentFigure, statusByShare, type CheckDefinition, type HealthInput } from './check-kit.js';
import type { HealthCheckResult, HealthEvidence } from './types.js';

/** Share of the account's spend (percent) on such placements: any warns, this much fails. */
export const LOSING_PLACEMENT_SHARE = { warn: 0, fail: 10 } as const;

export const LOSING_PLACEMENT_MODIFIERS: CheckDefinition = {
  id: 'losing_placement_modifiers',
  title: 'Placement modifiers on placements that lose money',
  severity: 'medium',
  threshold:
    'Enabled campaigns with a placement bid increase above 0% on a placement whose spend is higher than its sales. ' +
    `Warns when there is one, fails when those placements take ${LOSING_PLACEMENT_SHARE.fail}% of the account's spend or more.`,
};

interface Losing {
  campaign: Campaign;
  placement: Placement;
}

function evidenceOf({ campaign, placement }: Losing): HealthEvidence {
  const m = placement.metrics;
  return {
    subject: `${campaign.name}: ${placement.placement}`,
    campaigns: [{ id: campaign.id, name: campaign.name, state: campaign.state, figures: [] }],
    figures: [percentFigure('Bid increase', placement.percentage), moneyFigure('Spend', m.spend), moneyFigure('Sales', m.sales), moneyFigure('Loss', m.spend - m.sales)],
  };
}

export function checkLosingPlacementModifiers(input: HealthInput): HealthCheckResult {
  const found: Losing[] = [];
  for (const campaign of input.campaigns) {
    if (!isEnabled(campaign.state)) continue;
    for (const placement of campaign.placements) {
      if (placement.percentage > 0 && placement.metrics.spend > placement.metrics.sales) found.push({ campaign, placement });
    }
  }
  const loss = (l: Losing) => l.placement.metrics.spend - l.placement.metrics.sales;
  found.sort((a, b) => loss(b) - loss(a));
  const spend = sumMoney(found.map((l) => l.placement.metrics.spend));
  const share = percentOf(spend, input.account.spend);
  const summary =
    found.length === 0
      ? 'No placement with a bid increase spends more than it sells.'
      : `${countOf(found.length, 'placement')} with a bid increase spent more than ${found.length === 1 ? 'it' : 'they'} sold: ${formatMoney(spend)} of spend (${formatPercent(share)}) for ${formatMoney(sumMoney(found.map((l) => l.placement.metrics.sales)))} of sales.`;
  const status = statusByShare(found.length, share, LOSING_PLACEMENT_SHARE);
  return checkResult(LOSING_PLACEMENT_MODIFIERS, status, summary, found.map(evidenceOf));
}
