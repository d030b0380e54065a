// @ads-auditor/audit: the browser-safe domain engine (no node:* imports below this file).
export const ENGINE_NAME = 'ads-auditor';

export * from './metrics/units.js';
export * from './metrics/formulas.js';
export { metricsFromCounts, sumMetrics, zeroCounts, CountsAccumulator, type BaseCounts } from './metrics/metrics.js';
export { CompensatedSum, sumMoney } from './metrics/money-sum.js';
export type * from './model/contract.js';
export { CAMPAIGN_TYPE_NAMES } from './model/contract.js';
export { AuditError, type AuditErrorCode } from './errors.js';
export { headerKey, enumKey } from './bulk/normalize.js';
export { sheetKindOf, SHEET_NAMES, EXPECTED_SEARCH_TERM_SHEETS, type SheetKind } from './bulk/sheet-kinds.js';
export { placementSlot, canonicalPlacement, canonicalMatchType, canonicalBiddingStrategy, type PlacementSlot } from './bulk/enums.js';
export { expressionKind } from './bulk/expression.js';
export { BulkAuditor, NOT_A_BULK_FILE_MESSAGE } from './model/bulk-auditor.js';
export { buildSummary } from './summary/build-summary.js';
export { TOP_CAMPAIGN_GROUPS } from './summary/top-campaigns.js';
