/** Search terms of the bulk file's search term report tabs. */
import type { SEARCH_TERM_COLUMNS } from '../bulk/columns.js';
import type { Count, Money, Percent, Ratio } from '../metrics/units.js';

export interface SearchTermMetrics {
  impressions: Count;
  clicks: Count;
  click_through_rate: Percent;
  spend: Money;
  sales: Money;
  orders: Count;
  units: Count;
  acos: Percent;
  cpc: Money;
  roas: Ratio;
  conversion_rate: Percent;
}

export interface SearchTermRecord {
  /** Stable within one workbook: tab ('sp'/'sb') and row number, e.g. 'sp-2'. */
  id: string;
  campaign_type: 'SP' | 'SB';
  campaign_id: string;
  ad_group_id: string;
  campaign_name: string;
  ad_group_name: string;
  /** 'keyword' when a keyword matched, else 'product_targeting'. */
  type: 'keyword' | 'product_targeting';
  keyword_id: string | null;
  product_targeting_id: string | null;
  customer_search_term: string;
  /** The keyword's text (keyword rows). */
  text: string | null;
  /** The targeting expression (product targeting rows). */
  expression: string | null;
  match_type: string | null;
  /**
   * The effective bid: the keyword's or target's own bid as read, else its ad group's default bid
   * once fillDefaultBids has run (the server does it for the page it serves); null when neither is known.
   */
  bid: Money | null;
  /** True when `bid` is the ad group's default bid: the keyword or target has no bid of its own. */
  bid_is_default: boolean;
  state: string;
  metrics: SearchTermMetrics;
}

/** Which search term tabs a workbook has. */
export interface SearchTermSheets {
  /** The search term tabs found and read. */
  sheets_found: string[];
  /** Every tab of the workbook. */
  available_sheets: string[];
  /** The tabs the audit looks for. */
  expected_sheets: string[];
}

export interface SearchTermsResult extends SearchTermSheets {
  search_terms: SearchTermRecord[];
}

/** A column of the search term tabs (a field of SEARCH_TERM_COLUMNS). */
export type SearchTermColumn = keyof typeof SEARCH_TERM_COLUMNS;

/** Where search term records go as they are read: a list, or something that sums them up. */
export interface SearchTermSink {
  push(record: SearchTermRecord): unknown;
  /**
   * The columns the sink needs. When given, no other cell is decoded, and the record fields that
   * come from other columns are left empty ('' or null). Absent: every column.
   */
  readonly columns?: readonly SearchTermColumn[];
}
