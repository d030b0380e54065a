// Account health (issue 14): rule-based checks with evidence, the A-F grade they make, and the data-quality facts.
export type * from './types.js';
export { computeHealth, HEALTH_CHECKS, type HealthOptions } from './compute-health.js';
export { describeDataQuality } from './data-quality.js';
export { factLine } from './fact-line.js';
export { formatHealthFigure } from './format-figure.js';
export { gradeChecks, gradeForPoints, gradeRuleText, pointsOf, SEVERITY_POINTS, FAIL_MULTIPLIER, GRADE_BANDS } from './grade.js';
export { dateRangeFromFileName, formatIsoDate } from './date-range.js';
export { EVIDENCE_LIMIT } from './check-kit.js';
