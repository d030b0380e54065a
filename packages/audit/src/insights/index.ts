// Audit insights: wasted spend, search-term n-grams, negatives, harvest, conflicts, bulk export.
export type * from './types.js';
export * from './settings.js';
export { computeInsights } from './compute-insights.js';
export { NGRAM_LIMIT, NGRAM_VIEW_LIMIT } from './ngrams.js';
export { NEGATIVE_LIMIT } from './negatives.js';
export { MIN_BID, HARVEST_LIMIT, suggestedBid } from './harvest.js';
export { CONFLICT_LIMIT, CONFLICT_AD_GROUP_LIMIT } from './conflicts.js';
export { sheetRowOf } from './term-occurrences.js';
export { normalizeTerm, isAsinTerm, wordsText, closeVariantKey } from './term-text.js';
export { WASTED_ROWS_LIMIT, SHARE_BASIS } from './wasted-spend.js';
export {
  buildInsightsBulkWorkbook, validateBulkExport, negativeToBulkItem, harvestToBulkItem, BulkExportError,
  BULK_EXPORT_SHEET, BULK_EXPORT_FILE_NAME, MAX_BID,
} from './bulk-export.js';
