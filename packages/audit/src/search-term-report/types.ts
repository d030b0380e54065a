/** A Sponsored Products or Sponsored Brands Search Term Report, as Amazon's Reports page gives it. Money unrounded. */
import type { Count, Money, Percent } from '../metrics/units.js';
import type { CurrencyCode } from '../money/currencies.js';

export interface SearchTermReportTotals {
  impressions: Count;
  clicks: Count;
  spend: Money;
  sales: Money;
  orders: Count;
}

export interface SearchTermReportDay extends SearchTermReportTotals {
  /** YYYY-MM-DD. */
  date: string;
  /** Null without sales. */
  acos: Percent | null;
}

export interface SearchTermReportCampaign {
  campaign_name: string;
  totals: SearchTermReportTotals;
}

/** One search term in one ad group over the whole report (a daily report's days added up). */
export interface SearchTermReportTerm extends SearchTermReportTotals {
  campaign_name: string;
  /** '' in a Sponsored Brands report, which has no ad groups. */
  ad_group_name: string;
  targeting: string;
  match_type: string;
  customer_search_term: string;
}

export interface SearchTermReport {
  product: 'SP' | 'SB';
  /** Null when the file names none of the marketplaces' currencies. */
  currency: CurrencyCode | null;
  start_date: string;
  end_date: string;
  /** 'daily': a row per day; 'summary': rows over the whole period. */
  time_unit: 'daily' | 'summary';
  rows: Count;
  /** Distinct campaigns and distinct (campaign, ad group, term) lines. */
  campaigns: Count;
  distinct_terms: Count;
  totals: SearchTermReportTotals;
  /** Spend, sales and ACOS by day: daily reports only (empty for a summary). */
  by_day: SearchTermReportDay[];
  by_campaign: SearchTermReportCampaign[];
  terms: SearchTermReportTerm[];
}
