// Schemas shared by the audit routes (bulk, background tasks, search terms, business reports, notes).
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, ValidationErrorResponse, signedIn, Nullable } from '../schemas.js';

/** A 422 is either a readable detail or the request-validation list. */
export const UnprocessableSchema = Type.Union([ErrorResponse, ValidationErrorResponse]);


/** `security` and the 401 answer of every audit route (all need a signed-in user). */
export const signedInRoute = {
  security: signedIn,
  unauthorized: { 401: ErrorResponse },
};

/** The failures every file upload route can answer: signed out, too large, wrong type, unreadable, too many, busy. */
export const UPLOAD_ERROR_RESPONSES = {
  ...signedInRoute.unauthorized,
  413: ErrorResponse,
  415: ErrorResponse,
  422: UnprocessableSchema,
  429: ErrorResponse,
  503: ErrorResponse,
};

export const TaskStatusSchema = Type.Object(
  {
    task_id: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
    progress_message: Nullable(Type.String({ description: "e.g. 'Reading Sponsored Products Campaigns (12,000 rows)...'" })),
    error_logs: Nullable(Type.String({ description: 'Why the task failed, written for the user' })),
  },
  { $id: 'TaskStatus' },
);

export const StartedUploadSchema = Type.Object({
  bulk_task_id: Type.String({ description: 'Poll it; its result is the audit' }),
  search_terms_task_id: Type.String({ description: 'Poll it in the background; search terms are readable once it completes' }),
  upload_id: Type.Integer(),
});

const SearchTermMetrics = Type.Object({
  impressions: Type.Number(),
  clicks: Type.Number(),
  click_through_rate: Type.Number({ description: 'Percent' }),
  spend: Type.Number(),
  sales: Type.Number(),
  orders: Type.Number(),
  units: Type.Number(),
  acos: Type.Number({ description: 'Percent' }),
  cpc: Type.Number(),
  roas: Type.Number(),
  conversion_rate: Type.Number({ description: 'Percent' }),
});

export const SearchTermSchema = Type.Object(
  {
    id: Type.String({ description: 'Stable within one upload' }),
    type: Type.Union([Type.Literal('keyword'), Type.Literal('product_targeting')]),
    campaign_type: Type.Union([Type.Literal('SP'), Type.Literal('SB')]),
    campaign_id: Type.String(),
    ad_group_id: Type.String(),
    campaign_name: Type.String(),
    ad_group_name: Type.String(),
    keyword_id: Nullable(Type.String()),
    product_targeting_id: Nullable(Type.String()),
    customer_search_term: Type.String(),
    text: Nullable(Type.String({ description: "The keyword's text (keyword rows)" })),
    expression: Nullable(Type.String({ description: 'The targeting expression (product targeting rows)' })),
    match_type: Nullable(Type.String()),
    bid: Type.Union([Type.Number(), Type.Null()], { description: "The effective bid: the keyword's or target's own bid, else its ad group's default bid" }),
    bid_is_default: Type.Boolean({ description: "True when bid is the ad group's default bid (the keyword or target has no bid of its own)" }),
    state: Type.String(),
    metrics: SearchTermMetrics,
  },
  { $id: 'SearchTerm', additionalProperties: true },
);

const AsinMapEntrySchema = Type.Object(
  {
    child_asin: Type.String(),
    parent_asin: Type.String({ description: 'Vendor reports have no parent: the child ASIN stands in' }),
    title: Type.String(),
    sku: Nullable(Type.String()),
    sessions_total: Nullable(Type.Number()),
    units_ordered: Nullable(Type.Number()),
    ordered_product_sales: Nullable(Type.Number()),
    total_order_items: Nullable(Type.Number()),
    featured_offer_percentage: Nullable(Type.Number({ description: 'A fraction (0.998)' })),
    unit_session_percentage: Nullable(Type.Number({ description: 'A fraction' })),
  },
  { additionalProperties: true },
);

const ParentAsinSummarySchema = Type.Object(
  {
    child_count: Type.Integer(),
    total_spend: Type.Number({ description: 'Ad spend of its children (SP and SD product ads)' }),
    total_sales: Type.Number({ description: "The business report's ordered product sales" }),
    ad_sales: Type.Number(),
    ad_clicks: Type.Number(),
    ad_impressions: Type.Number(),
    ad_orders: Type.Number(),
    cpc: Type.Number(),
    roas: Type.Number(),
    ad_conversion_rate: Type.Number(),
    ctr: Type.Number(),
    acos: Type.Number(),
    tacos: Type.Number({ description: 'Ad spend / total sales x 100' }),
    conversion_rate: Type.Number(),
    parent_unit_session_rate: Type.Number(),
    buy_box_percentage: Type.Number(),
    total_sessions: Type.Number(),
    total_units: Type.Number(),
    total_orders: Type.Number(),
  },
  { additionalProperties: true },
);

export const BusinessReportSchema = Type.Object(
  {
    upload_id: Type.Integer({ description: 'The bulk upload the report is joined with' }),
    file_name: Type.String(),
    kind: Type.Union([Type.Literal('seller'), Type.Literal('vendor')]),
    asin_map: Type.Array(AsinMapEntrySchema),
    parent_asin_summary: Type.Record(Type.String(), ParentAsinSummarySchema),
    notes: Type.Array(Type.String()),
    warnings: Type.Array(Type.String()),
    uploaded_at: Type.String({ format: 'date-time', description: 'When the report was uploaded' }),
    carried_over: Type.Boolean({ description: 'True when the report was uploaded for an earlier bulk upload of the same ad account' }),
  },
  { $id: 'BusinessReport' },
);

/** Named schemas, registered once with `app.addSchema` (components of the OpenAPI document). */
export const AUDIT_SCHEMAS = [TaskStatusSchema, SearchTermSchema, BusinessReportSchema];

/** Per-user upload limit: keyed by the signed-in user, not the address (offices share one). */
export function uploadRateLimit(limit: { max: number; windowMs: number }) {
  return {
    hook: 'preHandler' as const, // after authentication, so the key is the user
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
  };
}
