// The optimization plan: bid, placement, budget and pause changes from a target ACOS, with the insights' negatives and harvests.
export type * from './types.js';
export { PLAN_ITEM_KINDS } from './types.js';
export { buildPlan, HELD_LIMIT, type PlanInput } from './build-plan.js';
export { PlanSourceReader } from './source-reader.js';
export { DEFAULT_PLAN_SETTINGS, PLAN_SETTING_LIMITS, validatePlanSettings, resolvePlanSettings } from './settings.js';
export { parseCostsCsv, type CostsCsvResult } from './costs-csv.js';
export { breakEvenAcos, MIN_TARGET_ACOS } from './targets.js';
export { BID_LIMITS, BUDGET_LIMITS, PLACEMENT_LIMITS, DEFAULT_CAPS, DEFAULT_BID_STEP, shapeAmount } from './bid-rules.js';
export { marketplaceLimits, roundToUnit, type MarketplaceLimits } from './marketplace-limits.js';
export { judgeAgainstTarget, PRIOR_CLICKS, REFERENCE_MIN_CLICKS } from './confidence.js';
export { projectPlan, itemEffect, PROJECTION_LABEL } from './projection.js';
export { acceptedChanges, validatePlanExport, buildPlanWorkbook, PlanExportError, PLAN_EXPORT_FILE_NAME } from './export-workbook.js';
export type { ExportChange } from './export-rows.js';
export { toChangeSet, type ChangeSet, type ChangeSetEntry, type ChangeField } from './change-set.js';
