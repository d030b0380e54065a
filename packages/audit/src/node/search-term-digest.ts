/**
 * A short account of a workbook's search terms (what the CLI prints and what a worker hands
 * back instead of every record: cloning 100k records between threads costs more than reading them).
 * It is built one record at a time, so a reader can feed it without keeping any record.
 */
import { CountsAccumulator, metricsFromCounts, type Metrics } from '../metrics/metrics.js';
import type {
  SearchTermColumn, SearchTermRecord, SearchTermSheets, SearchTermSink, SearchTermsResult,
} from '../search-terms/types.js';

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
  /** Search terms that spent the most without an order, most spend first (equal spend: first read first). */
  top_wasted: WastedSearchTerm[];
}

/** A SearchTermSink that keeps the counts, the totals and the most wasteful terms seen so far. */
export class SearchTermDigester implements SearchTermSink {
  /** What a digest reads: the cells of the other columns are not even decoded. */
  readonly columns: readonly SearchTermColumn[] = [
    'campaignId', 'customerSearchTerm', 'keywordId', 'keywordText', 'campaignName', 'adGroupName',
    'impressions', 'clicks', 'spend', 'sales', 'orders', 'units',
  ];
  private readonly totals = new CountsAccumulator();
  private count = 0;
  private keywordTerms = 0;
  /** At most WASTED_TERMS_LISTED terms, most spend first, a later term after an earlier one of equal spend. */
  private readonly wasted: SearchTermRecord[] = [];

  push(term: SearchTermRecord): void {
    this.totals.add(term.metrics);
    this.count++;
    if (term.type === 'keyword') this.keywordTerms++;
    const spend = term.metrics.spend;
    if (term.metrics.orders !== 0 || !(spend > 0)) return;
    const wasted = this.wasted;
    let at = wasted.length;
    while (at > 0 && wasted[at - 1].metrics.spend < spend) at--;
    if (at >= WASTED_TERMS_LISTED) return;
    wasted.splice(at, 0, term);
    if (wasted.length > WASTED_TERMS_LISTED) wasted.pop();
  }

  digest(sheets: SearchTermSheets): SearchTermDigest {
    return {
      sheets_found: sheets.sheets_found,
      available_sheets: sheets.available_sheets,
      expected_sheets: sheets.expected_sheets,
      count: this.count,
      keyword_terms: this.keywordTerms,
      product_targeting_terms: this.count - this.keywordTerms,
      metrics: metricsFromCounts(this.totals.counts()),
      top_wasted: this.wasted.map((t) => ({
        customer_search_term: t.customer_search_term,
        campaign_type: t.campaign_type,
        campaign_name: t.campaign_name,
        ad_group_name: t.ad_group_name,
        clicks: t.metrics.clicks,
        spend: t.metrics.spend,
      })),
    };
  }
}

export function digestSearchTerms(result: SearchTermsResult): SearchTermDigest {
  const digester = new SearchTermDigester();
  for (const term of result.search_terms) digester.push(term);
  return digester.digest(result);
}
