// Schemas of the insights routes: the settings (query, body, answer) and the insights result
// (the engine's InsightsResult, packages/audit/src/insights/types.ts), field for field.
import { Type } from '@sinclair/typebox';
import { Nullable, Money, Percent, Metrics, CampaignTypeCode } from '../../schemas.js';
import { INSIGHT_SETTING_LIMITS as LIMITS } from '@ads-auditor/audit';
import { UploadScopeQuery } from '../accounts/scope.js';
import { SEARCH_TERMS_CONFLICT_CODES } from '../../../commands/insights.js';


const TargetAcos = Type.Number({ minimum: LIMITS.target_acos.min, maximum: LIMITS.target_acos.max, description: 'Target ACOS in percent (30 = 30%)' });
const MinClicks = Type.Integer({ minimum: LIMITS.min_clicks.min, maximum: LIMITS.min_clicks.max, description: 'Clicks before a term is judged' });
const WasteFactor = Type.Number({ minimum: LIMITS.waste_factor.min, maximum: LIMITS.waste_factor.max, description: "Waste threshold = the account's cost per order x this factor" });
const HarvestMinOrders = Type.Integer({ minimum: LIMITS.harvest_min_orders.min, maximum: LIMITS.harvest_min_orders.max, description: 'Orders a term needs to be harvested' });
const BrandTerm = Type.String({ maxLength: LIMITS.brand_terms.maxLength });
const BrandTerms = Type.Array(BrandTerm, { maxItems: LIMITS.brand_terms.maxTerms, description: 'Never suggested as negatives (lower case)' });

export const InsightSettingsSchema = Type.Object({
  target_acos: TargetAcos,
  min_clicks: MinClicks,
  brand_terms: BrandTerms,
  waste_factor: WasteFactor,
  harvest_min_orders: HarvestMinOrders,
});

/** PUT body: any of the settings; the others keep their remembered values. */
export const InsightSettingsUpdateSchema = Type.Partial(InsightSettingsSchema, { additionalProperties: false });

/** GET /api/insights query: the upload (as GET /api/bulk/campaigns) and settings that override the remembered ones for this call. */
/** Where search terms are read from (insights and plan alike). */
export const SearchTermsSource = Type.Union([Type.Literal('bulk_file'), Type.Literal('search_term_report')], {
  description: "The search terms read: the bulk file's search term tabs (default), or the account's latest Search Term Report over its own period",
});

/** The report the search terms came from, named in answers made with source=search_term_report. */
export const SearchTermReportAbout = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  start_date: Type.String({ description: 'YYYY-MM-DD' }),
  end_date: Type.String({ description: 'YYYY-MM-DD' }),
  unmatched_lines: Type.Integer({ description: "Lines of the report whose campaign or ad group the audit lacks (left out)" }),
}, { description: 'With source=search_term_report: the report the search terms came from' });

export const InsightsQuerySchema = Type.Object({
  ...UploadScopeQuery,
  target_acos: Type.Optional(TargetAcos),
  min_clicks: Type.Optional(MinClicks),
  brand_terms: Type.Optional(Type.String({ maxLength: LIMITS.brand_terms.maxTerms * (LIMITS.brand_terms.maxLength + 1), description: 'Comma-separated' })),
  waste_factor: Type.Optional(WasteFactor),
  harvest_min_orders: Type.Optional(HarvestMinOrders),
  source: Type.Optional(SearchTermsSource),
});

const SheetRow = Type.Object({ sheet: Type.String(), row: Type.Integer({ description: '1-based; row 1 is the header' }) });
const CampaignRef = {
  campaign_type: CampaignTypeCode,
  campaign_id: Type.String(),
  campaign_name: Type.String(),
  ad_group_id: Nullable(Type.String()),
  ad_group_name: Nullable(Type.String()),
};

const WastedSpendRow = Type.Object({
  ...CampaignRef,
  id: Type.String(),
  subject: Type.Union([Type.Literal('keyword'), Type.Literal('product_target'), Type.Literal('search_term')]),
  reason: Type.Union([Type.Literal('no_orders'), Type.Literal('high_acos')]),
  text: Type.String(),
  match_type: Nullable(Type.String()),
  entity_id: Nullable(Type.String()),
  source: Nullable(SheetRow),
  metrics: Metrics,
  wasted: Money,
  covered_by: Nullable(Type.Object(
    {
      text: Type.String(),
      match_type: Type.String({ description: "'Negative Exact', 'Negative Phrase' or 'Negative Product Target'" }),
      level: Type.Union([Type.Literal('ad_group'), Type.Literal('campaign')]),
    },
    { description: 'A live negative that already stops this text (the waste is past); null when none' },
  )),
});
const WastedSpendLevel = Type.Object({
  share_basis: Type.String({ description: "What share_of_spend is a share of: this level's rows' spend, not the account's" }),
  totals: Type.Array(Type.Object({
    key: Type.Union([CampaignTypeCode, Type.Literal('all')]),
    spend: Money,
    wasted: Money,
    share_of_spend: Percent,
    count: Type.Integer(),
  })),
  rows: Type.Array(WastedSpendRow, { description: 'Most wasted first; at most WASTED_ROWS_LIMIT (2,000)' }),
  total_rows: Type.Integer({ description: 'How many rows waste before the limit' }),
});

const GramSize = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const NgramRow = Type.Object({
  gram: Type.String(),
  n: GramSize,
  distinct_terms: Type.Integer(),
  metrics: Metrics,
  example_terms: Type.Array(Type.String()),
});

const NegativeConflict = Type.Object({
  kind: Type.Union([Type.Literal('keyword'), Type.Literal('search_term')]),
  text: Type.String(),
  match_type: Nullable(Type.String()),
  ad_group_id: Type.String(),
  ad_group_name: Type.String(),
  keyword_id: Nullable(Type.String()),
  source: Nullable(SheetRow),
  orders: Type.Number(),
  sales: Money,
  close_variant: Type.Boolean({ description: 'Blocked only as a close variant (singular or plural, punctuation aside)' }),
  warning: Type.String(),
});
const NegativeMatchType = Type.Union([Type.Literal('Negative Exact'), Type.Literal('Negative Phrase')]);
const NegativeSuggestion = Type.Object({
  ...CampaignRef,
  id: Type.String(),
  match_type: NegativeMatchType,
  level: Type.Union([Type.Literal('ad_group'), Type.Literal('campaign')]),
  keyword_text: Type.String(),
  metrics: Metrics,
  qualifying_metrics: Metrics,
  qualifying_scope: Type.Union([Type.Literal('ad_group'), Type.Literal('account')], {
    description: 'Where the figures the waste rule judged were added up: the exact term in its ad group, the phrase gram over the account',
  }),
  paused: Type.Boolean({ description: 'The campaign or ad group is paused or archived' }),
  sources: Type.Array(SheetRow),
  conflicts: Type.Array(NegativeConflict),
  exportable: Type.Boolean(),
});

const TermOccurrence = Type.Object({
  ...CampaignRef,
  ad_group_id: Type.String(),
  ad_group_name: Type.String(),
  metrics: Metrics,
  sources: Type.Array(SheetRow),
});
const HarvestSuggestion = Type.Object({
  id: Type.String(),
  search_term: Type.String(),
  metrics: Metrics,
  suggested_bid: Money,
  destination: Nullable(Type.Object(CampaignRef)),
  occurrences: Type.Array(TermOccurrence),
  exportable: Type.Boolean(),
  paused: Type.Boolean({ description: "The destination's campaign or ad group is paused or archived" }),
});
const TermConflict = Type.Object({
  id: Type.String(),
  search_term: Type.String(),
  occurrences: Type.Array(TermOccurrence, { description: 'The ad groups the term has figures in, best first; at most CONFLICT_AD_GROUP_LIMIT (10)' }),
  ad_group_count: Type.Integer({ description: 'How many ad groups the term has figures in' }),
  converting_ad_groups: Type.Integer(),
  best_ad_group_id: Type.String(),
  metrics: Metrics,
  negate_elsewhere: Type.Boolean({ description: "True when the best ad group's lead holds under the conversion rate's 95% Wilson interval" }),
  advice: Type.String(),
});

const SearchTermsConflictCode = Type.Union(SEARCH_TERMS_CONFLICT_CODES.map((code) => Type.Literal(code)), {
  description: 'search_terms_pending: still being processed, ask again later; search_terms_failed: they could not be read, upload the workbook again',
});

/** The 409 of GET /api/insights: `code` tells the search terms still being stored from failed ones. */
export const SearchTermsConflictSchema = Type.Object(
  { detail: Type.String(), code: SearchTermsConflictCode },
  { description: 'An error a person can read, with a stable code' },
);

/**
 * The 409 of routes that also refuse for other reasons (the plan, the change loop): `code` only on
 * the search terms' conflict. One object, not a union with the plain error: the serializer wrote
 * such a union's first member, and dropped the code the web app polls on.
 */
export const UploadConflictSchema = Type.Object(
  { detail: Type.String(), code: Type.Optional(SearchTermsConflictCode) },
  { description: 'An error a person can read; with a stable code when it is about the search terms' },
);

export const InsightsResultSchema = Type.Object({
  upload_id: Type.Integer(),
  search_term_report: Type.Optional(SearchTermReportAbout),
  settings: InsightSettingsSchema,
  account: Type.Object({
    spend: Money,
    orders: Type.Number(),
    cost_per_order: Money,
    waste_threshold: Money,
    high_acos_threshold: Percent,
  }),
  wasted_spend: Type.Object({ targets: WastedSpendLevel, search_terms: WastedSpendLevel }),
  ngrams: Type.Object({
    grams: Type.Array(NgramRow),
    total_grams: Type.Object({ 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer() }),
    best: Type.Array(NgramRow),
    worst: Type.Array(NgramRow),
    asin_terms: Type.Array(Type.Object({ asin: Type.String(), rows: Type.Integer(), metrics: Metrics })),
    total_asin_terms: Type.Integer(),
  }),
  negative_suggestions: Type.Array(NegativeSuggestion, { description: 'Most spend first; at most NEGATIVE_LIMIT (2,000)' }),
  total_negative_suggestions: Type.Integer({ description: 'How many negative suggestions exist before the limit' }),
  harvest_suggestions: Type.Array(HarvestSuggestion, { description: 'Most orders first; at most HARVEST_LIMIT (2,000)' }),
  total_harvest_suggestions: Type.Integer({ description: 'How many harvest suggestions exist before the limit' }),
  term_conflicts: Type.Array(TermConflict, { description: 'Most sales first; at most CONFLICT_LIMIT (2,000)' }),
  total_term_conflicts: Type.Integer({ description: 'How many term conflicts exist before the limit' }),
});
