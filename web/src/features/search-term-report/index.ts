// The Search Term Report tab: Amazon's standalone report (.xlsx or .csv) of the account, its
// totals, days, campaigns joined with the latest audit, and its top terms.
export { SearchTermReportTab } from './components/SearchTermReportTab';
