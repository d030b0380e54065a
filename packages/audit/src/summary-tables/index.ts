// The Summary tab's cards as tables: the screen and the Copy buttons share them.
export { METRIC_HEADERS, type SummaryRowRole, type SummaryTable } from './summary-table.js';
export { placementLabel, spTargetingLabel, targetingTypeLabel } from './labels.js';
export * from './summary-tables.js';
export { topCampaignSpendSlices, type SpendSlice } from './top-spend-slices.js';
export { productAdSpendNote } from './level-totals.js';
