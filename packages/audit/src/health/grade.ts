/**
 * The overall grade, made by the checks alone: each check that warns costs its severity's
 * points, each that fails twice as many; the sum falls in a band A-F. Checks not computed
 * cost nothing.
 */
import type { GradeContribution, HealthCheckResult, HealthGrade, HealthGradeLetter, HealthSeverity } from './types.js';

export const SEVERITY_POINTS: Readonly<Record<HealthSeverity, number>> = { high: 3, medium: 2, low: 1 };
export const FAIL_MULTIPLIER = 2;

/** The highest point total of each grade, best first; F takes the rest. */
export const GRADE_BANDS: readonly { letter: HealthGradeLetter; maxPoints: number }[] = [
  { letter: 'A', maxPoints: 2 },
  { letter: 'B', maxPoints: 6 },
  { letter: 'C', maxPoints: 11 },
  { letter: 'D', maxPoints: 17 },
];

export function gradeForPoints(points: number): HealthGradeLetter {
  return GRADE_BANDS.find((band) => points <= band.maxPoints)?.letter ?? 'F';
}

export function pointsOf(check: Pick<HealthCheckResult, 'status' | 'severity'>): number {
  if (check.status === 'warn') return SEVERITY_POINTS[check.severity];
  if (check.status === 'fail') return SEVERITY_POINTS[check.severity] * FAIL_MULTIPLIER;
  return 0;
}

/** The rule in words, e.g. for a report's footnote. */
export function gradeRuleText(): string {
  const severities = (Object.keys(SEVERITY_POINTS) as HealthSeverity[]).map((s) => `${s} ${SEVERITY_POINTS[s]}`).join(', ');
  let lower = 0;
  const bands = GRADE_BANDS.map((band) => {
    const text = `${band.letter} ${lower}-${band.maxPoints}`;
    lower = band.maxPoints + 1;
    return text;
  });
  bands.push(`F ${lower} or more`);
  return (
    `Each check that warns costs its severity's points (${severities}); each that fails costs ${FAIL_MULTIPLIER} times as many; ` +
    `a check not computed costs nothing. Points make the grade: ${bands.join(', ')}.`
  );
}

const STATUS_WORDS = { warn: 'warns', fail: 'fails' } as const;

/** Only graded checks (not notes coverage) make the grade. */
export function gradeChecks(checks: readonly HealthCheckResult[]): HealthGrade {
  const contributions: GradeContribution[] = checks
    .filter((c): c is HealthCheckResult & { status: 'warn' | 'fail' } => c.graded && (c.status === 'warn' || c.status === 'fail'))
    .map((c) => ({ check_id: c.id, title: c.title, status: c.status, severity: c.severity, points: pointsOf(c) }))
    .sort((a, b) => b.points - a.points);
  const points = contributions.reduce((sum, c) => sum + c.points, 0);
  const letter = gradeForPoints(points);
  const detail =
    contributions.length === 0
      ? 'No check warns or fails.'
      : `${contributions.map((c) => `${c.title} ${STATUS_WORDS[c.status]} (${c.severity}): ${c.points}`).join('; ')}.`;
  const unit = points === 1 ? 'point' : 'points';
  return { letter, points, contributions, explanation: `Grade ${letter}, ${points} ${unit}. ${detail} ${gradeRuleText()}` };
}
