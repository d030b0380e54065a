/** Why a campaign's lower rows do not add up to its campaign row, in words, for a footnote. */
import { formatMoney } from '../format/format.js';
import { sumMoney } from '../metrics/money-sum.js';
import type { Campaign } from '../model/contract.js';

/**
 * A note when the campaign's product ads add up to another spend than its campaign row
 * (Amazon reports each level on its own; a product missing from the download, or rounding,
 * makes them differ); null when they agree to the cent or there are no product ads.
 */
export function productAdSpendNote(campaign: Campaign): string | null {
  const products = campaign.ad_groups.flatMap((group) => group.products);
  if (products.length === 0) return null;
  const productSpend = sumMoney(products.map((product) => product.metrics.spend));
  if (formatMoney(productSpend) === formatMoney(campaign.metrics.spend)) return null;
  return (
    `The product ads add up to ${formatMoney(productSpend)} of spend; the campaign row says ${formatMoney(campaign.metrics.spend)}. ` +
    'Amazon reports each level on its own, so they can differ; campaign and account totals use the campaign row.'
  );
}
