/** Which placement a bidding-adjustment row adjusts, whatever the spelling (SP and SB multi-ad-group). */
import { placementSlot } from '../bulk/enums.js';
import type { PlacementSlotName } from './types.js';

const SLOT_NAMES = {
  TopOfSearch: 'top_of_search',
  RestOfSearch: 'rest_of_search',
  ProductPages: 'product_pages',
  AmazonBusiness: 'amazon_business',
} as const satisfies Record<string, PlacementSlotName>;

export function placementSlotOf(text: string): PlacementSlotName | null {
  const slot = placementSlot(text);
  return slot === null ? null : SLOT_NAMES[slot];
}

/** How a reason names each placement. */
export const PLACEMENT_LABELS: Readonly<Record<PlacementSlotName, string>> = {
  top_of_search: 'Top of Search',
  rest_of_search: 'Rest of Search',
  product_pages: 'Product Pages',
  amazon_business: 'Amazon Business',
};

/** The placements whose adjustment the plan proposes; Rest of Search is the base they are compared with. */
export const ADJUSTED_SLOTS: readonly PlacementSlotName[] = ['top_of_search', 'product_pages', 'amazon_business'];
