/** The order a reader scans checks in: what needs action first, the consultant's own checks last. */
import type { HealthCheckResult, HealthStatus } from './types.js';

const STATUS_RANK: Readonly<Record<HealthStatus, number>> = { fail: 0, warn: 1, pass: 2, not_computed: 3 };

/** Failing, then warning, then passing, then not computed checks; ungraded checks after all graded ones. Stable. */
export function checksInListOrder<Check extends Pick<HealthCheckResult, 'status' | 'graded'>>(checks: readonly Check[]): Check[] {
  const rank = (check: Check) => (check.graded ? 0 : 10) + STATUS_RANK[check.status];
  return checks
    .map((check, index) => ({ check, index }))
    .sort((a, b) => rank(a.check) - rank(b.check) || a.index - b.index)
    .map(({ check }) => check);
}

/** A check that asks for action: it warns or fails and counts in the grade. */
export const needsAction = (check: Pick<HealthCheckResult, 'status' | 'graded'>) => check.graded && (check.status === 'fail' || check.status === 'warn');
