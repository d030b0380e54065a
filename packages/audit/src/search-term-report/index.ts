// The Sponsored Products and Sponsored Brands Search Term Report from the Ads console's Reports page.
export type * from './types.js';
export { SearchTermReportVisitor } from './report-visitor.js';
export { buildSearchTermReport, notAReportMessage } from './build-report.js';
export { reportDate } from './report-dates.js';
export { searchTermReportView, TOP_TERMS } from './report-view.js';
export type { AuditCampaignNames, SearchTermReportFigures, SearchTermReportView, SearchTermReportViewCampaign, SearchTermReportViewTerm } from './report-view.js';
export { reportSearchTerms, type ReportSearchTerms } from './report-search-terms.js';
