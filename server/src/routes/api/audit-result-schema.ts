// The audit result as served (the engine's contract, packages/audit/src/model/contract.ts), for the OpenAPI document
// and the web client's generated types. The routes send the stored JSON as is, so this schema
// documents it; the API tests check real results against it so it cannot drift.
import { Type } from '@sinclair/typebox';
import { Nullable, Money, Percent, Metrics, CampaignTypeCode } from '../schemas.js';


export const MetricsSchema = Type.Object(
  {
    impressions: Type.Number(),
    clicks: Type.Number(),
    spend: Money,
    sales: Money,
    orders: Type.Number(),
    units: Type.Number(),
    ctr: Percent,
    cpc: Money,
    roas: Type.Number({ description: 'sales / spend' }),
    acos: Percent,
    conversion_rate: Percent,
  },
  { $id: 'Metrics', description: 'Ratios are recomputed from the counts (0 when the denominator is 0)' },
);

const ProrationFactors = Type.Object({ spend: Type.Number(), sales: Type.Number(), impressions: Type.Number(), clicks: Type.Number(), orders: Type.Number() });
const NegativeLevel = Type.Union([Type.Literal('ad_group'), Type.Literal('campaign')]);

export const AdGroupSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    state: Type.String(),
    default_bid: Nullable(Money),
    metrics: Metrics,
    products: Type.Array(
      Type.Object({
        asin: Type.String(),
        sku: Type.String(),
        state: Type.String(),
        metrics: Metrics,
        proration: Type.Object({ campaign: ProrationFactors, ad_group: ProrationFactors }),
      }),
    ),
    keywords: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), match_type: Type.String(), state: Type.String(), bid: Nullable(Money), metrics: Metrics })),
    product_targeting: Type.Array(Type.Object({ id: Type.String(), expression: Type.String(), state: Type.String(), bid: Nullable(Money), metrics: Metrics })),
    negative_keywords: Type.Array(Type.Object({ keyword_text: Type.String(), match_type: Type.String(), state: Type.String(), level: NegativeLevel })),
    negative_targeting: Type.Array(Type.Object({ expression: Type.String(), state: Type.String(), level: NegativeLevel })),
  },
  { $id: 'AdGroup' },
);


export const CampaignSchema = Type.Object(
  {
    id: Type.String({ description: "Amazon's Campaign ID" }),
    name: Type.String(),
    type: Type.Union([Type.Literal('Sponsored Products'), Type.Literal('Sponsored Brands'), Type.Literal('Sponsored Display')]),
    type_code: CampaignTypeCode,
    state: Type.String(),
    targeting: Type.Union([Type.Literal('auto'), Type.Literal('manual')]),
    bidding_strategy: Nullable(Type.String()),
    portfolio: Nullable(Type.String()),
    daily_budget: Nullable(Money),
    metrics: Metrics,
    placements: Type.Array(Type.Object({ placement: Type.String(), percentage: Percent, metrics: Metrics })),
    ad_groups: Type.Array(Type.Ref('AdGroup')),
    ad_group_count: Type.Integer(),
    product_count: Type.Integer(),
    keyword_count: Type.Integer({ description: 'Keywords plus product targets' }),
  },
  { $id: 'Campaign' },
);

const PlacementSummary = Type.Object({ placement: Type.String(), metrics: Metrics });

export const AuditSummarySchema = Type.Object(
  {
    account: Metrics,
    by_campaign_type: Type.Array(
      Type.Object({
        key: CampaignTypeCode,
        metrics: Metrics,
        share_of_spend: Percent,
        children: Type.Optional(Type.Array(Type.Object({ key: Type.Union([Type.Literal('auto'), Type.Literal('manual')]), metrics: Metrics, share_of_spend: Percent }))),
      }),
    ),
    by_targeting_type: Type.Array(Type.Object({ key: Type.String(), metrics: Metrics })),
    placements: Type.Object({ SP: Type.Array(PlacementSummary), SB: Type.Array(PlacementSummary) }),
    by_bidding_strategy: Type.Array(Type.Object({ key: Type.String(), metrics: Metrics, campaign_count: Type.Integer() })),
    top_campaigns: Type.Array(Type.Object({ n: Type.Integer(), spend: Money, sales: Money, roas: Type.Number(), share_of_spend: Percent })),
  },
  { $id: 'AuditSummary' },
);

export const AuditResultSchema = Type.Object(
  {
    currency: Type.String({ description: "The ad account's currency (ISO 4217; PATCH /api/accounts/{account_id} changes it): every amount is in it" }),
    workbook_currency: Nullable(Type.String({ description: 'The currency the workbook told (its Portfolios tab or its header language), null when it did not tell' })),
    upload_id: Type.Integer(),
    file_name: Type.String(),
    campaigns: Type.Array(Type.Ref('Campaign')),
    summary: Type.Ref('AuditSummary'),
    report: Type.Object({
      sheets_found: Type.Array(Type.String()),
      sheets_used: Type.Array(Type.String()),
      warnings: Type.Array(Type.String()),
    }),
  },
  { $id: 'AuditResult' },
);

/** Every named schema of the result, registered once with `app.addSchema`. */
export const AUDIT_RESULT_SCHEMAS = [MetricsSchema, AdGroupSchema, CampaignSchema, AuditSummarySchema, AuditResultSchema];
