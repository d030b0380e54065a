/** The visited report as a SearchTermReport, or the reason the file is not one. */
import { AuditError } from '../errors.js';
import { headerKey } from '../bulk/normalize.js';
import type { SearchTermReportVisitor } from './report-visitor.js';
import type { SearchTermReportTotals, SearchTermReport } from './types.js';

const acosOf = (t: SearchTermReportTotals) => (t.sales > 0 ? (t.spend / t.sales) * 100 : null);

/** What a file that is not a Search Term Report looks like, in words. */
export function notAReportMessage(header: readonly string[]): string {
  const keys = new Set(header.map((h) => headerKey(h)));
  if (keys.has('entity') && (keys.has('operation') || keys.has('campaign id'))) {
    return 'This is an Amazon Ads bulk file, not a Search Term Report: upload it as the bulk file.';
  }
  if ([...keys].some((k) => k.includes('(parent) asin') || k.startsWith('sessions'))) {
    return 'This is a business report, not a Search Term Report: add it as the business report.';
  }
  if (keys.has('matched target') || (keys.has('targeting') && !keys.has('customer search term') && keys.has('campaign name'))) {
    return 'This is a Sponsored Display report: Sponsored Display has no search terms, and its targeting reports are not supported yet.';
  }
  if (keys.has('customer search term')) {
    return "This search term table lacks Amazon's sales columns ('7 Day Total Sales' for Sponsored Products, '14 Day Total Sales' for Sponsored Brands): download the Search Term Report from the Ads console's Reports page.";
  }
  const named = header.filter(Boolean).slice(0, 4).map((h) => `'${h}'`).join(', ');
  return `This is not a Search Term Report: it has no 'Customer Search Term' column${named ? ` (its first columns are ${named})` : ''}.`;
}

export function buildSearchTermReport(visitor: SearchTermReportVisitor): SearchTermReport {
  if (visitor.product === null) throw new AuditError('not_a_search_term_report', notAReportMessage(visitor.header));
  if (visitor.rows === 0) throw new AuditError('not_a_search_term_report', 'The Search Term Report has no rows: download it again for a period with search terms.');
  if (visitor.start === null || visitor.end === null) {
    throw new AuditError('not_a_search_term_report', `The Search Term Report's dates could not be read (${visitor.undated.toLocaleString('en-US')} rows): keep Amazon's Start Date and End Date columns.`);
  }
  const totals = visitor.totals.totals();
  return {
    product: visitor.product,
    currency: visitor.currency,
    start_date: visitor.start,
    end_date: visitor.end,
    time_unit: visitor.spanning === 0 ? 'daily' : 'summary',
    rows: visitor.rows,
    campaigns: visitor.campaigns.size,
    distinct_terms: visitor.terms.size,
    totals,
    by_day: visitor.spanning === 0
      ? [...visitor.days].sort(([a], [b]) => a.localeCompare(b)).map(([date, sums]) => { const t = sums.totals(); return { date, ...t, acos: acosOf(t) }; })
      : [],
    by_campaign: [...visitor.campaigns].map(([name, sums]) => ({ campaign_name: name, totals: sums.totals() })).sort((a, b) => b.totals.spend - a.totals.spend),
    terms: [...visitor.terms.values()].map(({ sums, ...line }) => ({ ...line, ...sums.totals() })),
  };
}
