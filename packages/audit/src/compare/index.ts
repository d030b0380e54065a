// Period-over-period comparison of two audits of one account: pure, browser-safe.
export type * from './types.js';
export { compareAudits, type ComparedAudit, type CompareOptions } from './compare-audits.js';
export { metricChange, metricChanges, COMPARED_METRICS } from './metric-change.js';
export { DEFAULT_MOVERS_LISTED } from './campaign-movers.js';
export { searchTermChanges, searchTermKey, type SearchTermInput } from './search-term-changes.js';
export * from './format-change.js';
export * from './comparison-tables.js';
export { comparisonCsv, comparisonFileName } from './comparison-csv.js';
export { changeVerdict, gradeVerdict, type ChangeVerdict } from './change-verdict.js';
