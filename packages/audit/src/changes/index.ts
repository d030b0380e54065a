// The change loop: were a plan's changes applied, what did each do, and why did the account move.
export type * from './types.js';
export { VERIFY_STATUSES, IMPACT_GRADES } from './types.js';
export { BulkRowsReader, type BulkRow } from './bulk-rows.js';
export { buildSnapshot } from './snapshot.js';
export { snapshotToJson, snapshotFromJson, type SnapshotJson } from './snapshot-json.js';
export { verifyChanges } from './verify.js';
export { changesOfPlanExport, PlanFileError } from './plan-export.js';
export { changesToExportAgain, CHANGES_EXPORT_FILE_NAME } from './reexport.js';
export { impactOf, figuresOf, type ImpactOptions } from './impact.js';
export { explainDeltas, explainAuditDeltas, type RootCause, type Contribution, type DeltaExplanation, type SpendEffect, type SalesEffect } from './root-cause.js';
export { allocateCents } from './cents.js';
export { buildNarrative, NARRATIVE_TITLE, type NarrativeInput } from './narrative.js';
export { applyObservationLock, DEFAULT_OBSERVATION_DAYS, type AppliedChange } from './observation-lock.js';
