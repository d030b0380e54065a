// The Search Term Report screen's answer: the report's period, currency, totals, days, campaigns
// and top terms, joined with the account's latest audit by campaign and ad group names.
import { Type } from '@sinclair/typebox';
import { Literals, Nullable, Percent } from '../../schemas.js';

const Amount = Type.Number({ description: "In the report's own currency, unrounded" });

const figures = {
  impressions: Type.Number(),
  clicks: Type.Number(),
  spend: Amount,
  sales: Amount,
  orders: Type.Number(),
  acos: Nullable(Percent),
};

const InAudit = Nullable(Type.Boolean({ description: "Found in the account's latest audit by name; null when the account has no audit" }));

export const SearchTermReportSchema = Type.Object(
  {
    id: Type.Integer(),
    file_name: Type.String(),
    uploaded_at: Type.String({ description: 'ISO 8601, UTC' }),
    audit: Nullable(Type.Object({ upload_id: Type.Integer(), file_name: Type.String() }, { description: 'The audit the report is joined with' })),
    product: Literals('SP', 'SB'),
    currency: Nullable(Type.String({ description: "ISO 4217, from the report's Currency column; null when it names none" })),
    start_date: Type.String({ description: 'YYYY-MM-DD' }),
    end_date: Type.String({ description: 'YYYY-MM-DD' }),
    time_unit: Literals('daily', 'summary'),
    days: Type.Integer({ description: 'Days of the period, both ends included' }),
    rows: Type.Integer(),
    campaign_count: Type.Integer(),
    term_count: Type.Integer({ description: 'Distinct terms in distinct ad groups' }),
    totals: Type.Object(figures),
    by_day: Type.Array(Type.Object({ date: Type.String(), ...figures }), { description: 'Empty for a summary report' }),
    by_campaign: Type.Array(Type.Object({ campaign_name: Type.String(), ...figures, in_audit: InAudit })),
    matched_campaigns: Type.Integer(),
    unmatched_campaigns: Type.Integer(),
    top_terms: Type.Array(Type.Object({
      customer_search_term: Type.String(),
      campaign_name: Type.String(),
      ad_group_name: Type.String(),
      targeting: Type.String(),
      match_type: Type.String(),
      ...figures,
      in_audit: InAudit,
    }), { description: 'The terms with the most spend (at most 50)' }),
  },
  { $id: 'SearchTermReport' },
);
