import { csvFile, csvLines, moneyHeader, type CurrencyCode } from '@ads-auditor/audit';
import { getSearchTermsPage, type SearchTerm, type SearchTermsOrigin, type SearchTermView } from '../api/search-terms-api';
import { SEARCH_TERM_COLUMNS } from './search-term-columns';

/** The server's largest page: an ad group of 5,000 terms is 10 requests. */
const EXPORT_PAGE_SIZE = 500;

/** Every term of the ad group, in the view's order, page after page. */
export async function fetchAllSearchTerms(adGroupId: string, origin: SearchTermsOrigin, view: SearchTermView, signal?: AbortSignal): Promise<SearchTerm[]> {
  const terms: SearchTerm[] = [];
  for (let page = 1; ; page++) {
    const result = await getSearchTermsPage(adGroupId, page, signal, origin, view, EXPORT_PAGE_SIZE);
    if (result.kind !== 'page') return terms;
    terms.push(...result.searchTerms);
    if (!result.pagination.has_next) return terms;
  }
}

/**
 * The terms as CSV, written by the engine's CSV writer: no cell a spreadsheet would run as a
 * formula; amounts plain numbers under a header naming the currency ('Spend (EUR)').
 */
export function searchTermsCsv(terms: readonly SearchTerm[], currency: CurrencyCode): string {
  const headers = SEARCH_TERM_COLUMNS.map((c) => (c.money ? moneyHeader(c.label, currency) : c.label));
  return csvFile(csvLines([headers, ...terms.map((term) => SEARCH_TERM_COLUMNS.map((c) => c.csv(term)))]));
}

/** 'search-terms-brass-valves.csv' */
export function searchTermsFileName(adGroupName: string): string {
  const slug = adGroupName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `search-terms-${slug || 'ad-group'}.csv`;
}
