/** Campaign filter semantics: every bound set must hold (an empty bound is no bound). */
import { placementSlot, type PlacementSlot } from '../bulk/enums.js';
import type { AsinMapEntry } from '../business/types.js';
import { CAMPAIGN_NUMBERS } from '../model/campaign-numbers.js';
import type { Campaign } from '../model/contract.js';
import {
  COUNT_FILTERS,
  METRIC_FILTERS,
  PLACEMENT_MEASURES,
  PLACEMENT_SLOTS,
  type BoundedField,
  type CampaignFilters,
} from './filter-state.js';

/** Inclusive bounds; a missing value counts as 0 (an infinite ACOS stays infinite: above any bound). */
function withinBounds(f: CampaignFilters, field: BoundedField, value: number | null | undefined): boolean {
  const v = typeof value === 'number' && !Number.isNaN(value) ? value : 0;
  const min = f[`min${field}`];
  const max = f[`max${field}`];
  return (min === undefined || v >= min) && (max === undefined || v <= max);
}

function hasBounds(f: CampaignFilters, field: BoundedField): boolean {
  return f[`min${field}`] !== undefined || f[`max${field}`] !== undefined;
}

const cap = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** A placement filter excludes a campaign that lacks the placement or is out of bounds. */
function placementsMatch(f: CampaignFilters, c: Campaign): boolean {
  for (const slot of PLACEMENT_SLOTS) {
    const fields = PLACEMENT_MEASURES.map((m) => `${slot}${m}` as const);
    if (!fields.some((field) => hasBounds(f, field))) continue;
    const p = c.placements.find((x) => placementSlot(x.placement) === (slot as PlacementSlot));
    if (!p) return false;
    if (!withinBounds(f, `${slot}Percentage`, p.percentage)) return false;
    if (!withinBounds(f, `${slot}Spend`, p.metrics.spend)) return false;
    if (!withinBounds(f, `${slot}Roas`, p.metrics.roas)) return false;
  }
  return true;
}

/** The child ASINs a campaign's ASIN filters accept, or null when no ASIN filter is set. */
function acceptedAsins(f: CampaignFilters, asinMap: readonly AsinMapEntry[] | null): Set<string> | null {
  const sets: Set<string>[] = [];
  if (f.childAsins.length > 0) sets.push(new Set(f.childAsins.map((a) => a.toUpperCase())));
  if (f.parentAsins.length > 0) {
    const parents = new Set(f.parentAsins.map((a) => a.toUpperCase()));
    sets.push(new Set((asinMap ?? []).filter((e) => parents.has(e.parent_asin)).map((e) => e.child_asin)));
  }
  if (f.productTitleKeywords.length > 0) {
    const words = f.productTitleKeywords.map((w) => w.toLowerCase());
    const titled = (asinMap ?? []).filter((e) => words.some((w) => e.title.toLowerCase().includes(w)));
    sets.push(new Set(titled.map((e) => e.child_asin)));
  }
  if (sets.length === 0) return null;
  // Several ASIN filters narrow each other.
  return sets.reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
}

export function campaignMatches(c: Campaign, f: CampaignFilters, asins: Set<string> | null): boolean {
  for (const key of METRIC_FILTERS) if (!withinBounds(f, cap(key), CAMPAIGN_NUMBERS[key](c))) return false;
  for (const key of COUNT_FILTERS) if (!withinBounds(f, cap(key), CAMPAIGN_NUMBERS[key](c))) return false;
  const name = c.name.toLowerCase();
  if (f.campaignNameContains.length > 0 && !f.campaignNameContains.some((t) => name.includes(t.toLowerCase()))) return false;
  if (f.campaignNameDoesNotContain.some((t) => name.includes(t.toLowerCase()))) return false;
  const types = f.campaignTypes.map((t) => t.toLowerCase());
  if (types.length > 0 && !types.includes(c.type_code.toLowerCase()) && !types.includes(c.type.toLowerCase())) return false;
  if (f.campaignStates.length > 0 && !f.campaignStates.some((s) => s.toLowerCase() === c.state)) return false;
  const negKeywords = c.ad_groups.some((g) => g.negative_keywords.length > 0);
  const negTargets = c.ad_groups.some((g) => g.negative_targeting.length > 0);
  if ((f.hasNegativeKeywords && !negKeywords) || (f.doesNotHaveNegativeKeywords && negKeywords)) return false;
  if ((f.hasNegativeProductTargeting && !negTargets) || (f.doesNotHaveNegativeProductTargeting && negTargets)) return false;
  if (asins && !c.ad_groups.some((g) => g.products.some((p) => asins.has(p.asin)))) return false;
  return placementsMatch(f, c);
}

/**
 * The campaigns that pass every filter. `asinMap` is the business report's map; without it
 * a parent-ASIN or product-title filter matches no campaign.
 */
export function applyCampaignFilters(
  campaigns: readonly Campaign[],
  filters: CampaignFilters,
  asinMap: readonly AsinMapEntry[] | null = null,
): Campaign[] {
  const asins = acceptedAsins(filters, asinMap);
  return campaigns.filter((c) => campaignMatches(c, filters, asins));
}
