// Account health: rule-based checks with evidence, the A-F grade they make, and the data-quality facts.
export type * from './types.js';
export { computeHealth, HEALTH_CHECKS, withNotesCheck, type HealthOptions } from './compute-health.js';
export { describeDataQuality } from './data-quality.js';
export { factLine } from './fact-line.js';
export { formatHealthFigure } from './format-figure.js';
export { gradeChecks, gradeForPoints, gradeRuleText, pointsOf, SEVERITY_POINTS, FAIL_MULTIPLIER, GRADE_BANDS } from './grade.js';
export { dateRangeFromFileName, dateRangeOf, formatIsoDate, MAX_PERIOD_DAYS, uploadDateRange } from './date-range.js';
export { EVIDENCE_LIMIT } from './check-kit.js';
export { checksInListOrder, needsAction } from './check-order.js';
