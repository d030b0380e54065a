/**
 * Canonical spellings of the bulk file's enumerated values (match types, placements,
 * bidding strategies, states, targeting). Values are compared by enumKey; unknown values
 * are kept as written so nothing is silently lost.
 */
import { enumKey } from './normalize.js';

/** At most this many spellings are remembered per value kind (a real file has a handful). */
const REMEMBERED_SPELLINGS = 1000;

/** Rows repeat the same few spellings: each is canonicalised once, then looked up. */
function remembered<T>(canonicalise: (raw: string) => T): (raw: string) => T {
  const known = new Map<string, T>();
  return (raw) => {
    let value = known.get(raw);
    if (value === undefined) {
      value = canonicalise(raw);
      if (known.size < REMEMBERED_SPELLINGS) known.set(raw, value);
    }
    return value;
  };
}

function canonicaliser(table: Record<string, string>): (raw: string) => string {
  return remembered((raw) => table[enumKey(raw)] ?? raw.trim());
}

export const canonicalMatchType = canonicaliser({
  exact: 'Exact',
  phrase: 'Phrase',
  broad: 'Broad',
  negativeexact: 'Negative Exact',
  negativephrase: 'Negative Phrase',
  negativebroad: 'Negative Broad',
});

/** SP placements take the names the app shows; SB multi-ad-group placements keep Amazon's. */
export const canonicalPlacement = canonicaliser({
  placementtop: 'Placement Top',
  placementtopofsearch: 'Placement Top',
  placementrestofsearch: 'Placement Rest Of Search',
  placementproductpage: 'Placement Product Page',
  placementproductpages: 'Placement Product Page',
  placementamazonbusiness: 'Placement Amazon Business',
  topofsearch: 'Top of Search',
  restofsearch: 'Rest of Search',
  detailpage: 'Detail Page',
  productpage: 'Detail Page',
  home: 'Home',
  homepage: 'Home',
  other: 'Other',
});

/** The four placement slots of the campaign filter. */
export type PlacementSlot = 'TopOfSearch' | 'RestOfSearch' | 'ProductPages' | 'AmazonBusiness';

const SLOTS: Record<string, PlacementSlot> = {
  'Placement Top': 'TopOfSearch',
  'Top of Search': 'TopOfSearch',
  'Placement Rest Of Search': 'RestOfSearch',
  'Rest of Search': 'RestOfSearch',
  'Placement Product Page': 'ProductPages',
  'Detail Page': 'ProductPages',
  'Placement Amazon Business': 'AmazonBusiness',
};

export function placementSlot(placement: string): PlacementSlot | null {
  return SLOTS[canonicalPlacement(placement)] ?? null;
}

export const canonicalBiddingStrategy = canonicaliser({
  dynamicbidsdownonly: 'Dynamic bids - down only',
  legacyforsales: 'Dynamic bids - down only',
  dynamicbidsupanddown: 'Dynamic bids - up and down',
  autoforsales: 'Dynamic bids - up and down',
  fixedbid: 'Fixed bid',
  fixedbids: 'Fixed bid',
  manual: 'Fixed bid',
  rulebased: 'Rule based bidding',
  rulebasedbidding: 'Rule based bidding',
});

/**
 * Sponsored Brands has no bidding strategy column; its 'Bid Optimization' is 'true'/'false'
 * (multi-ad-group tab) or 'Auto'/'Manual' (legacy tab). Named so the summary can group it.
 */
export const sponsoredBrandsBidding = remembered((raw: string): string => {
  const key = enumKey(raw);
  if (key === 'true' || key === 'auto') return 'SB automated bidding';
  if (key === 'false' || key === 'manual') return 'SB manual bidding';
  return raw.trim();
});

export type CampaignState = 'enabled' | 'paused' | 'archived';

/** States are lower case words; unknown states are kept in lower case. */
export const canonicalState = remembered((raw: string): string => raw.trim().toLowerCase());

export type Targeting = 'auto' | 'manual';

export const canonicalTargeting = remembered((raw: string): Targeting | null => {
  const key = enumKey(raw);
  if (key === 'auto' || key === 'automatic') return 'auto';
  if (key === 'manual') return 'manual';
  return null;
});
