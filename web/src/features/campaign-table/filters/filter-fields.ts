/** What the Campaign Filters panel shows: its five sections and the labels of their fields. */
import {
  PLACEMENT_MEASURES,
  PLACEMENT_SLOTS,
  countActiveFilters,
  emptyFilters,
  type BOOLEAN_FILTERS,
  type BoundKey,
  type BoundedField,
  type CampaignFilters,
  type LIST_FILTERS,
} from '@ads-auditor/audit';

export type ListFilter = (typeof LIST_FILTERS)[number];
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number];

/** Shown beside the filters that need a business report's ASIN map. */
export const ASIN_MAP_HINT = 'Enhance data by uploading a business report or VC report';
export const LIST_HELP = 'Separate several with commas';

export const METRIC_FIELDS = [
  'Spend',
  'Sales',
  'Roas',
  'Acos',
  'Cpc',
  'Clicks',
  'Orders',
  'ConversionRate',
  'Impressions',
] as const satisfies readonly BoundedField[];
export const COUNT_FIELDS = ['AdGroupCount', 'ProductCount', 'KeywordCount'] as const satisfies readonly BoundedField[];

type PlacementSlotName = (typeof PLACEMENT_SLOTS)[number];
/** The placement rows as the Campaign Table names them. */
const PLACEMENT_TITLES: Record<PlacementSlotName, string> = {
  TopOfSearch: 'Top of Search',
  RestOfSearch: 'Rest of Search',
  ProductPages: 'Product Pages',
  AmazonBusiness: 'Amazon Business',
};
export const PLACEMENT_GROUPS = PLACEMENT_SLOTS.map((slot) => ({
  slot,
  title: PLACEMENT_TITLES[slot],
  fields: PLACEMENT_MEASURES.map((measure) => `${slot}${measure}` as const) as BoundedField[],
}));

/** '$' for money, '%' for percentages (12.5 means 12.5%), nothing for ROAS and counts. */
export function boundedFieldUnit(field: BoundedField): '$' | '%' | undefined {
  if (/(Spend|Sales|Cpc)$/.test(field)) return '$';
  if (/(ConversionRate|Percentage|Acos)$/.test(field)) return '%';
  return undefined;
}

export interface ListFieldSpec {
  key: ListFilter;
  label: string;
  /** ASIN lists are upper-cased. */
  uppercase?: boolean;
  /** Disabled until a business report's ASIN map is loaded. */
  needsAsinMap?: boolean;
}
export const NAME_LIST_FIELDS: ListFieldSpec[] = [
  { key: 'campaignNameContains', label: 'Campaign Name Contains' },
  { key: 'campaignNameDoesNotContain', label: 'Campaign Name Does Not Contain' },
];
export const ASIN_LIST_FIELDS: ListFieldSpec[] = [
  { key: 'childAsins', label: 'Child ASINs', uppercase: true },
  { key: 'parentAsins', label: 'Parent ASINs', uppercase: true, needsAsinMap: true },
  { key: 'productTitleKeywords', label: 'Product Title Keywords', needsAsinMap: true },
];

export interface ChoiceFieldSpec {
  key: ListFilter;
  legend: string;
  options: { value: string; label: string }[];
}
/** Values are what the engine compares: the type code and the lower-case state. */
export const CHOICE_FIELDS: ChoiceFieldSpec[] = [
  {
    key: 'campaignTypes',
    legend: 'Campaign Types',
    options: [
      { value: 'SP', label: 'Sponsored Products (SP)' },
      { value: 'SB', label: 'Sponsored Brands (SB)' },
      { value: 'SD', label: 'Sponsored Display (SD)' },
    ],
  },
  {
    key: 'campaignStates',
    legend: 'Campaign States',
    options: [
      { value: 'enabled', label: 'Enabled' },
      { value: 'paused', label: 'Paused' },
      { value: 'archived', label: 'Archived' },
    ],
  },
];

/** Each boolean names its opposite: ticking one clears the other, since both together match nothing. */
export const BOOLEAN_FIELDS: { key: BooleanFilter; label: string; opposite: BooleanFilter }[] = [
  { key: 'hasNegativeKeywords', label: 'Has Negative Keywords', opposite: 'doesNotHaveNegativeKeywords' },
  { key: 'doesNotHaveNegativeKeywords', label: 'Does Not Have Negative Keywords', opposite: 'hasNegativeKeywords' },
  { key: 'hasNegativeProductTargeting', label: 'Has Negative Product Targeting', opposite: 'doesNotHaveNegativeProductTargeting' },
  {
    key: 'doesNotHaveNegativeProductTargeting',
    label: 'Does Not Have Negative Product Targeting',
    opposite: 'hasNegativeProductTargeting',
  },
];

export const boundKeys = (fields: readonly BoundedField[]): BoundKey[] =>
  fields.flatMap((f) => [`min${f}`, `max${f}`] as const);

export type FilterKey = keyof CampaignFilters;
export type FilterSectionId = 'metrics' | 'information' | 'asins' | 'placements' | 'advanced';

/** The panel's five sections, in order, with the filter fields each one holds. */
export const FILTER_SECTIONS: { id: FilterSectionId; title: string; keys: FilterKey[] }[] = [
  { id: 'metrics', title: 'Campaign Metrics', keys: boundKeys(METRIC_FIELDS) },
  {
    id: 'information',
    title: 'Campaign Information',
    keys: [...NAME_LIST_FIELDS.map((f) => f.key), ...CHOICE_FIELDS.map((f) => f.key)],
  },
  { id: 'asins', title: 'ASIN-Based Filters', keys: ASIN_LIST_FIELDS.map((f) => f.key) },
  { id: 'placements', title: 'Placement Performance', keys: boundKeys(PLACEMENT_GROUPS.flatMap((g) => g.fields)) },
  { id: 'advanced', title: 'Advanced Filters', keys: [...boundKeys(COUNT_FIELDS), ...BOOLEAN_FIELDS.map((f) => f.key)] },
];

/** The engine's active count restricted to some fields (a section's badge). */
export function countActiveIn(filters: CampaignFilters, keys: readonly FilterKey[]): number {
  const subset: Record<string, unknown> = emptyFilters();
  for (const key of keys) subset[key] = filters[key];
  return countActiveFilters(subset as CampaignFilters);
}
