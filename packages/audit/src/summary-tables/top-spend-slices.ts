/**
 * The account's spend cut into the Top Campaigns groups, for a share-of-spend chart: the top
 * 5, campaigns 6-10, 11-15, 16-20 and all the others. The groups of the summary are nested
 * (the top 10 holds the top 5), so each slice is the difference of two of them.
 */
import { percentOf, type Money, type Percent } from '../metrics/units.js';
import type { TopCampaignsSummary } from '../model/contract.js';

export interface SpendSlice {
  label: string;
  spend: Money;
  /** Percent of the account's spend. */
  share_of_spend: Percent;
}

/** Slices with spend only, largest group first; empty when there is no spend at all. */
export function topCampaignSpendSlices(groups: readonly TopCampaignsSummary[], accountSpend: Money): SpendSlice[] {
  const ordered = [...groups].sort((a, b) => a.n - b.n);
  const slices: SpendSlice[] = [];
  let previous = { n: 0, spend: 0 };
  for (const group of ordered) {
    const label = previous.n === 0 ? `Top ${group.n}` : `Campaigns ${previous.n + 1}-${group.n}`;
    slices.push({ label, spend: group.spend - previous.spend, share_of_spend: percentOf(group.spend - previous.spend, accountSpend) });
    previous = group;
  }
  const rest = accountSpend - previous.spend;
  slices.push({ label: 'All other campaigns', spend: rest, share_of_spend: percentOf(rest, accountSpend) });
  // Money sums differ in the last digits: a cent's hundredth is no slice.
  return slices.filter((slice) => slice.spend >= 0.005);
}
