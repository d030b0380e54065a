/**
 * Audit insights: what to do about an account. Every list is computed from the
 * campaign tree of the audit and the search term rows of the SP and SB search term tabs, and
 * every row carries the ids, names and (where the workbook has them) the sheet rows it comes from.
 * Units follow the contract: Money unrounded (summed with compensated summation), Percent = 12.5
 * for 12.5 %, never a Fraction.
 *
 * API (server/src/routes/api/insights/): GET /api/insights?upload_id=&target_acos=&min_clicks=
 * &brand_terms=a,b&waste_factor=&harvest_min_orders= answers InsightsResult & { upload_id };
 * GET /api/insights/settings answers InsightSettings; PUT /api/insights/settings takes any of them.
 */
import type { Metrics } from '../metrics/metrics.js';
import type { Count, Money, Percent, Ratio } from '../metrics/units.js';
import type { Campaign, CampaignTypeCode } from '../model/contract.js';
import type { SearchTermRecord } from '../search-terms/types.js';

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** The settings the lists depend on; remembered per ad account by the server. */
export interface InsightSettings {
  /** Target ACOS, a Percent (30 = 30 %). Default 30. */
  target_acos: Percent;
  /** A term, keyword or target is judged only from this many clicks. Default 10. */
  min_clicks: Count;
  /** Brand words: a term or gram containing one is never suggested as a negative. Lower case, trimmed. */
  brand_terms: string[];
  /** Waste threshold = the account's cost per order x this factor. Default 1. */
  waste_factor: Ratio;
  /** Harvest: a term needs at least this many orders (and min_clicks clicks). Default 2. */
  harvest_min_orders: Count;
}

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** What the audit already has: the campaign tree (keywords, targets, negatives) and the search terms. */
export interface InsightsInput {
  campaigns: readonly Campaign[];
  search_terms: readonly SearchTermRecord[];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A row of the workbook: the tab and the 1-based row number (row 1 is the header). */
export interface SheetRow {
  sheet: string;
  row: number;
}

/** Where a figure comes from: its campaign and ad group, ids and names. */
export interface CampaignRef {
  campaign_type: CampaignTypeCode;
  campaign_id: string;
  campaign_name: string;
  /** null for campaign-level rows (e.g. a campaign negative). */
  ad_group_id: string | null;
  ad_group_name: string | null;
}

/** The account figures the thresholds derive from. */
export interface InsightsAccount {
  spend: Money;
  orders: Count;
  /** spend / orders; 0 when the account has no orders. */
  cost_per_order: Money;
  /**
   * cost_per_order x waste_factor. A term, keyword or target with at least min_clicks clicks,
   * no orders and at least this spend is wasting. 0 when the account has no orders (then any
   * spend with min_clicks clicks and no orders counts).
   */
  waste_threshold: Money;
  /** Converting rows above this ACOS (target x HIGH_ACOS_MULTIPLE) are wasting too. */
  high_acos_threshold: Percent;
}

// ---------------------------------------------------------------------------------------------
// Wasted spend
// ---------------------------------------------------------------------------------------------

export type WasteSubject = 'keyword' | 'product_target' | 'search_term';
/** no_orders: spend >= waste_threshold and no order; high_acos: orders but ACOS >= high_acos_threshold. */
export type WasteReason = 'no_orders' | 'high_acos';

export interface WastedSpendRow extends CampaignRef {
  /** Stable within one result: subject and source id (e.g. 'keyword:123', 'search_term:sp-12'). */
  id: string;
  subject: WasteSubject;
  reason: WasteReason;
  /** The keyword text, the targeting expression or the customer search term. */
  text: string;
  /** Keyword or search term match type ('Exact', ...); null for product targets. */
  match_type: string | null;
  /** Keyword ID or Product Targeting ID (search terms: the keyword's or target's). */
  entity_id: string | null;
  /** Search terms: their row of the search term tab; keywords and targets: null (find them by entity_id). */
  source: SheetRow | null;
  metrics: Metrics;
  /** no_orders: all the spend; high_acos: the spend above the target ACOS (spend - sales x target). */
  wasted: Money;
  /** A live negative of its ad group or campaign that already stops this text (the waste is past); null when none. */
  covered_by: CoveringNegative | null;
}

/** An existing negative keyword or negative product target, as the workbook has it. */
export interface CoveringNegative {
  /** The negative keyword's text or the negative target's expression (lower case). */
  text: string;
  /** 'Negative Exact', 'Negative Phrase', or 'Negative Product Target'. */
  match_type: string;
  level: NegativeSuggestionLevel;
}

/** Wasted spend of one campaign type (or 'all') at one level. */
export interface WastedSpendTotal {
  key: CampaignTypeCode | 'all';
  /** The spend of all keywords/targets (or all search terms) of this type: the denominator. */
  spend: Money;
  wasted: Money;
  /** wasted / spend x 100: a share of this level's rows' spend (see share_basis), not of the account's. */
  share_of_spend: Percent;
  /** Rows counted. */
  count: Count;
}

export interface WastedSpendLevel {
  /** What share_of_spend is a share of, in words: 'of the spend of all keywords and product targets'. */
  share_basis: string;
  /** 'all' first, then SP, SB, SD (only the types present). */
  totals: WastedSpendTotal[];
  /** Most wasted first; at most WASTED_ROWS_LIMIT (2,000, see total_rows). */
  rows: WastedSpendRow[];
  /** How many rows waste before the limit (the 'all' total's count; show 'Showing N of M' when larger). */
  total_rows: Count;
}

/**
 * Two levels, never added together (a search term's spend is part of its keyword's or target's):
 * `targets` = keywords and product targets of the campaign tree (SP, SB, SD);
 * `search_terms` = rows of the SP and SB search term tabs.
 */
export interface WastedSpend {
  targets: WastedSpendLevel;
  search_terms: WastedSpendLevel;
}

// ---------------------------------------------------------------------------------------------
// N-grams
// ---------------------------------------------------------------------------------------------

export type GramSize = 1 | 2 | 3;

export interface NgramRow {
  gram: string;
  n: GramSize;
  /** Distinct search terms (lower-cased text) that contain the gram. */
  distinct_terms: Count;
  /** impressions, clicks, spend, sales, orders, units; ctr, cpc, roas, acos, conversion_rate (CVR). */
  metrics: Metrics;
  /** Up to 3 of those terms, most spend first, to check by hand. */
  example_terms: string[];
}

/** An ASIN search term (a product page the ads showed on), kept apart from words. */
export interface AsinTermRow {
  asin: string;
  /** Search term rows (campaign/ad group/target combinations) of this ASIN. */
  rows: Count;
  metrics: Metrics;
}

export interface Ngrams {
  /** Grams of each size, most spend first; at most NGRAM_LIMIT per size (see total_grams). */
  grams: NgramRow[];
  /** How many grams of each size exist before the limit. */
  total_grams: { 1: Count; 2: Count; 3: Count };
  /** Grams with at least min_clicks clicks and orders, lowest ACOS first (at most NGRAM_VIEW_LIMIT). */
  best: NgramRow[];
  /** Grams with at least min_clicks clicks: no orders by most spend, then the highest ACOS (at most NGRAM_VIEW_LIMIT). */
  worst: NgramRow[];
  /** ASIN search terms, most spend first; at most NGRAM_LIMIT (see total_asin_terms). */
  asin_terms: AsinTermRow[];
  total_asin_terms: Count;
}

// ---------------------------------------------------------------------------------------------
// Negative suggestions
// ---------------------------------------------------------------------------------------------

export type NegativeMatchType = 'Negative Exact' | 'Negative Phrase';
export type NegativeSuggestionLevel = 'ad_group' | 'campaign';

/** What a suggested negative would block in its campaign. */
export interface NegativeConflict {
  kind: 'keyword' | 'search_term';
  /** The positive keyword's text or the converting search term. */
  text: string;
  match_type: string | null;
  ad_group_id: string;
  ad_group_name: string;
  /** Keyword ID (kind 'keyword'). */
  keyword_id: string | null;
  /** Search term row (kind 'search_term'). */
  source: SheetRow | null;
  orders: Count;
  sales: Money;
  /** True when the negative blocks it only as a close variant (a plural or singular, punctuation aside). */
  close_variant: boolean;
  /** A sentence for the user, e.g. "Would block the keyword 'red valve' (Exact) in ad group X". */
  warning: string;
}

export interface NegativeSuggestion extends CampaignRef {
  /** Stable: match type, campaign, ad group (or '-') and text. */
  id: string;
  /** Negative Exact: one wasting search term; Negative Phrase: a wasting n-gram. */
  match_type: NegativeMatchType;
  /** Exact negatives go on the ad group, phrase negatives on the campaign. */
  level: NegativeSuggestionLevel;
  /** The negative's text (lower case, as searched). */
  keyword_text: string;
  /** Exact: the term's figures in the ad group; Phrase: the gram's figures in the campaign. */
  metrics: Metrics;
  /**
   * The figures the waste rule judged: Exact, the term's in the ad group (= metrics); Phrase, the
   * gram's over the whole account (the campaign's share alone can be a few clicks).
   */
  qualifying_metrics: Metrics;
  /** 'ad_group' for Exact, 'account' for Phrase: where qualifying_metrics were added up. */
  qualifying_scope: 'ad_group' | 'account';
  /** The campaign or (Exact) ad group is paused or archived: kept apart, hidden by default. */
  paused: boolean;
  /** The search term rows behind the suggestion. */
  sources: SheetRow[];
  /** Empty when nothing would be blocked. */
  conflicts: NegativeConflict[];
  /** False for Sponsored Brands campaigns: their rows cannot be created from this export yet. */
  exportable: boolean;
}

// ---------------------------------------------------------------------------------------------
// Harvest suggestions
// ---------------------------------------------------------------------------------------------

export interface HarvestSuggestion {
  /** Stable: 'harvest:' and the term. */
  id: string;
  search_term: string;
  /** The term's figures over the whole account. */
  metrics: Metrics;
  /** CPC of the term, rounded to the cent (at least MIN_BID): the starting bid of the new Exact keyword. */
  suggested_bid: Money;
  /**
   * Where the Exact keyword would go: the SP manual (keyword-targeted) ad group where the term
   * converted best, a serving one before a paused one, never one named for another match type
   * ('Ad Group PHRASE Match'); null when there is none (add it by hand).
   */
  destination: CampaignRef | null;
  /** Every campaign/ad group where it converted or spent, with its figures. */
  occurrences: TermOccurrence[];
  /** True when destination is set (the export needs campaign and ad group ids). */
  exportable: boolean;
  /** The destination's campaign or ad group is paused or archived (no serving one took the term): kept apart. */
  paused: boolean;
}

// ---------------------------------------------------------------------------------------------
// Term conflicts
// ---------------------------------------------------------------------------------------------

/** One search term in one ad group (its rows added up: a term can match several keywords). */
export interface TermOccurrence extends CampaignRef {
  ad_group_id: string;
  ad_group_name: string;
  metrics: Metrics;
  sources: SheetRow[];
}

export interface TermConflict {
  /** Stable: 'conflict:' and the term. */
  id: string;
  search_term: string;
  /** The ad groups where the term has figures, best first (converting ones first): at most CONFLICT_AD_GROUP_LIMIT (10). */
  occurrences: TermOccurrence[];
  /** How many ad groups the term has figures in (occurrences lists the best of them). */
  ad_group_count: Count;
  /** How many of them converted (orders > 0): at least 2. */
  converting_ad_groups: Count;
  /** The ad group that performs best: lowest ACOS, then most orders. */
  best_ad_group_id: string;
  /** The term's figures over every ad group. */
  metrics: Metrics;
  /**
   * True when the best ad group's lead holds under the confidence rule (its conversion rate's
   * 95 % Wilson interval at its worst still gives a lower ACOS than every other ad group's at its
   * best, on at least min_clicks clicks): only then is negating the term elsewhere advised.
   */
  negate_elsewhere: boolean;
  /** The advice in words, with the figures. */
  advice: string;
}

// ---------------------------------------------------------------------------------------------
// The result
// ---------------------------------------------------------------------------------------------

export interface InsightsResult {
  /** The settings used (after defaults and normalisation). */
  settings: InsightSettings;
  account: InsightsAccount;
  wasted_spend: WastedSpend;
  ngrams: Ngrams;
  /** Most spend first; at most NEGATIVE_LIMIT (2,000, see total_negative_suggestions). */
  negative_suggestions: NegativeSuggestion[];
  /** How many negative suggestions exist before the limit (show 'Showing N of M' when larger). */
  total_negative_suggestions: Count;
  /** Most orders first; at most HARVEST_LIMIT (2,000, see total_harvest_suggestions). */
  harvest_suggestions: HarvestSuggestion[];
  /** How many harvest suggestions exist before the limit (show 'Showing N of M' when larger). */
  total_harvest_suggestions: Count;
  /** Most sales first; at most CONFLICT_LIMIT (2,000, see total_term_conflicts). */
  term_conflicts: TermConflict[];
  /** How many term conflicts exist before the limit (show 'Showing N of M' when larger). */
  total_term_conflicts: Count;
}

// ---------------------------------------------------------------------------------------------
// Bulk upload export
// ---------------------------------------------------------------------------------------------

/** One row to create in the Sponsored Products Campaigns sheet. */
export type BulkExportItem =
  | {
      kind: 'negative_keyword';
      level: NegativeSuggestionLevel;
      campaign_id: string;
      /** Required for level 'ad_group', ignored for 'campaign'. */
      ad_group_id: string | null;
      keyword_text: string;
      match_type: NegativeMatchType;
    }
  | {
      kind: 'keyword';
      campaign_id: string;
      ad_group_id: string;
      keyword_text: string;
      match_type: 'Exact';
      bid: Money;
    };

/** A reason the export cannot be built; `index` is the item's position in the list given. */
export interface BulkExportProblem {
  index: number;
  message: string;
}
