/** The campaign filter state, its field names and its active count. */
import type { PlacementSlot } from '../bulk/enums.js';

export const METRIC_FILTERS = ['spend', 'sales', 'roas', 'acos', 'cpc', 'clicks', 'orders', 'conversionRate', 'impressions'] as const;
export const PLACEMENT_SLOTS = ['TopOfSearch', 'RestOfSearch', 'ProductPages', 'AmazonBusiness'] as const satisfies readonly PlacementSlot[];
export const PLACEMENT_MEASURES = ['Percentage', 'Spend', 'Roas'] as const;
export const COUNT_FILTERS = ['adGroupCount', 'productCount', 'keywordCount'] as const;

type MetricFilter = (typeof METRIC_FILTERS)[number];
type CountFilter = (typeof COUNT_FILTERS)[number];
type PlacementFilter = `${PlacementSlot}${(typeof PLACEMENT_MEASURES)[number]}`;
/** Every bounded quantity, by the suffix its min/max fields carry. */
export type BoundedField = Capitalize<MetricFilter> | Capitalize<CountFilter> | PlacementFilter;
export type BoundKey = `min${BoundedField}` | `max${BoundedField}`;

export const LIST_FILTERS = [
  'campaignNameContains',
  'campaignNameDoesNotContain',
  'campaignTypes',
  'campaignStates',
  'childAsins',
  'parentAsins',
  'productTitleKeywords',
] as const;
export const BOOLEAN_FILTERS = [
  'hasNegativeKeywords',
  'doesNotHaveNegativeKeywords',
  'hasNegativeProductTargeting',
  'doesNotHaveNegativeProductTargeting',
] as const;

export type CampaignFilters = Partial<Record<BoundKey, number>> &
  Record<(typeof LIST_FILTERS)[number], string[]> &
  Record<(typeof BOOLEAN_FILTERS)[number], boolean>;

const capitalize = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/** Every bounded field suffix ('Spend', 'TopOfSearchRoas', 'AdGroupCount'...). */
export const BOUNDED_FIELDS: BoundedField[] = [
  ...METRIC_FILTERS.map(capitalize),
  ...PLACEMENT_SLOTS.flatMap((slot) => PLACEMENT_MEASURES.map((m) => `${slot}${m}` as const)),
  ...COUNT_FILTERS.map(capitalize),
];

export function emptyFilters(): CampaignFilters {
  return {
    campaignNameContains: [],
    campaignNameDoesNotContain: [],
    campaignTypes: [],
    campaignStates: [],
    childAsins: [],
    parentAsins: [],
    productTitleKeywords: [],
    hasNegativeKeywords: false,
    doesNotHaveNegativeKeywords: false,
    hasNegativeProductTargeting: false,
    doesNotHaveNegativeProductTargeting: false,
  };
}

/** The 'n active' badge: each non-empty field counts once. */
export function countActiveFilters(f: CampaignFilters): number {
  let n = 0;
  for (const field of BOUNDED_FIELDS) {
    if (f[`min${field}`] !== undefined) n++;
    if (f[`max${field}`] !== undefined) n++;
  }
  for (const key of LIST_FILTERS) if (f[key].length > 0) n++;
  for (const key of BOOLEAN_FILTERS) if (f[key]) n++;
  return n;
}

/** 'TopOfSearchRoas' => 'Top Of Search ROAS', 'ConversionRate' => 'Conversion Rate'. */
export function boundedFieldLabel(field: BoundedField): string {
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\bRoas\b/g, 'ROAS')
    .replace(/\bAcos\b/g, 'ACOS')
    .replace(/\bCpc\b/g, 'CPC');
}

export interface FilterError {
  field: BoundKey;
  message: string;
}

/** Each Min must not exceed its Max ('{min field} cannot be greater than {max field}'). */
export function validateFilters(f: CampaignFilters): FilterError[] {
  const errors: FilterError[] = [];
  for (const field of BOUNDED_FIELDS) {
    const min = f[`min${field}`];
    const max = f[`max${field}`];
    if (min !== undefined && max !== undefined && min > max) {
      const label = boundedFieldLabel(field);
      errors.push({ field: `min${field}`, message: `Min ${label} cannot be greater than Max ${label}` });
    }
  }
  return errors;
}
