/**
 * What the Search Term Report screen shows: the report's totals, days and campaigns, and its top
 * terms, joined with an audit's campaigns and ad groups by name (the report carries no ids).
 */
import type { Percent } from '../metrics/units.js';
import type { SearchTermReport, SearchTermReportTotals } from './types.js';

/** The campaigns of the audit the report is joined with: only their names matter. */
export interface AuditCampaignNames {
  name: string;
  ad_groups: readonly { name: string }[];
}

export interface SearchTermReportFigures extends SearchTermReportTotals {
  /** Null without sales. */
  acos: Percent | null;
}

export interface SearchTermReportViewCampaign extends SearchTermReportFigures {
  campaign_name: string;
  /** Whether the audit has a campaign of that name; null when no audit was joined. */
  in_audit: boolean | null;
}

export interface SearchTermReportViewTerm extends SearchTermReportFigures {
  customer_search_term: string;
  campaign_name: string;
  ad_group_name: string;
  targeting: string;
  match_type: string;
  /** Whether the audit has this campaign with this ad group (the campaign alone for Sponsored Brands); null without an audit. */
  in_audit: boolean | null;
}

export interface SearchTermReportView {
  product: SearchTermReport['product'];
  currency: SearchTermReport['currency'];
  start_date: string;
  end_date: string;
  time_unit: SearchTermReport['time_unit'];
  /** Days from start to end, both included. */
  days: number;
  rows: number;
  campaign_count: number;
  term_count: number;
  totals: SearchTermReportFigures;
  by_day: (SearchTermReportFigures & { date: string })[];
  by_campaign: SearchTermReportViewCampaign[];
  /** Campaigns of the report found in the audit and not found there (0 and 0 without an audit). */
  matched_campaigns: number;
  unmatched_campaigns: number;
  /** The terms with the most spend, at most TOP_TERMS. */
  top_terms: SearchTermReportViewTerm[];
}

export const TOP_TERMS = 50;

const withAcos = <T extends SearchTermReportTotals>(t: T): T & { acos: Percent | null } => ({ ...t, acos: t.sales > 0 ? (t.spend / t.sales) * 100 : null });

const dayCount = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** Names compared as Amazon shows them in both files: trimmed, case kept. */
const key = (...names: string[]) => names.map((n) => n.trim()).join('\u0000');

export function searchTermReportView(report: SearchTermReport, audit: readonly AuditCampaignNames[] | null): SearchTermReportView {
  const campaigns = audit && new Set(audit.map((c) => key(c.name)));
  const adGroups = audit && new Set(audit.flatMap((c) => c.ad_groups.map((g) => key(c.name, g.name))));
  const by_campaign = report.by_campaign.map(({ campaign_name, totals }) => ({
    campaign_name, ...withAcos(totals), in_audit: campaigns ? campaigns.has(key(campaign_name)) : null,
  }));
  const top_terms = [...report.terms]
    .sort((a, b) => b.spend - a.spend || b.clicks - a.clicks)
    .slice(0, TOP_TERMS)
    .map((term) => ({
      ...withAcos(term),
      in_audit: !campaigns || !adGroups ? null
        : term.ad_group_name === '' ? campaigns.has(key(term.campaign_name)) : adGroups.has(key(term.campaign_name, term.ad_group_name)),
    }));
  return {
    product: report.product,
    currency: report.currency,
    start_date: report.start_date,
    end_date: report.end_date,
    time_unit: report.time_unit,
    days: dayCount(report.start_date, report.end_date),
    rows: report.rows,
    campaign_count: report.campaigns,
    term_count: report.distinct_terms,
    totals: withAcos(report.totals),
    by_day: report.by_day.map((day) => withAcos(day)),
    by_campaign,
    matched_campaigns: by_campaign.filter((c) => c.in_audit === true).length,
    unmatched_campaigns: by_campaign.filter((c) => c.in_audit === false).length,
    top_terms,
  };
}
