/** Where each ASIN is advertised: its SP and SD product ads with their campaign and ad group. */
import type { AdGroup, Campaign, Product } from '../model/contract.js';

export interface ProductPlacement {
  campaign: Campaign;
  adGroup: AdGroup;
  product: Product;
}

/** Sponsored Brands has no per-ASIN rows, so its ads are not attributed (any split by ASIN would be a guess). */
export function indexAdvertisedProducts(campaigns: readonly Campaign[]): Map<string, ProductPlacement[]> {
  const index = new Map<string, ProductPlacement[]>();
  for (const campaign of campaigns) {
    if (campaign.type_code === 'SB') continue;
    for (const adGroup of campaign.ad_groups) {
      for (const product of adGroup.products) {
        const list = index.get(product.asin);
        const entry = { campaign, adGroup, product };
        if (list) list.push(entry);
        else index.set(product.asin, [entry]);
      }
    }
  }
  return index;
}
