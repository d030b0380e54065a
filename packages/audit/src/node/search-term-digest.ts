/**
 * A short account of a workbook's search terms (what the CLI prints and what a worker hands
 * back instead of every record: cloning 100k records between threads costs more than reading them).
 */
import { CountsAccumulator, metricsFromCounts, type Metrics } from '../metrics/metrics.js';
import type { SearchTermRecord, SearchTermsResult } from '../search-terms/types.js';

/** How many search terms with spend and no order are listed. */
export const WASTED_TERMS_LISTED = 10;

export interface WastedSearchTerm {
  customer_search_term: string;
  campaign_type: 'SP' | 'SB';
  campaign_name: string;
  ad_group_name: string;
  clicks: number;
  spend: number;
}

export interface SearchTermDigest {
  sheets_found: string[];
  available_sheets: string[];
  expected_sheets: string[];
  count: number;
  keyword_terms: number;
  product_targeting_terms: number;
  metrics: Metrics;
  /** Search terms that spent the most without an order, most spend first. */
  top_wasted: WastedSearchTerm[];
}

export function digestSearchTerms(result: SearchTermsResult): SearchTermDigest {
  const totals = new CountsAccumulator();
  let keywordTerms = 0;
  const wasted: SearchTermRecord[] = [];
  for (const term of result.search_terms) {
    totals.add(term.metrics);
    if (term.type === 'keyword') keywordTerms++;
    if (term.metrics.orders === 0 && term.metrics.spend > 0) wasted.push(term);
  }
  wasted.sort((a, b) => b.metrics.spend - a.metrics.spend);
  return {
    sheets_found: result.sheets_found,
    available_sheets: result.available_sheets,
    expected_sheets: result.expected_sheets,
    count: result.search_terms.length,
    keyword_terms: keywordTerms,
    product_targeting_terms: result.search_terms.length - keywordTerms,
    metrics: metricsFromCounts(totals.counts()),
    top_wasted: wasted.slice(0, WASTED_TERMS_LISTED).map((t) => ({
      customer_search_term: t.customer_search_term,
      campaign_type: t.campaign_type,
      campaign_name: t.campaign_name,
      ad_group_name: t.ad_group_name,
      clicks: t.metrics.clicks,
      spend: t.metrics.spend,
    })),
  };
}
