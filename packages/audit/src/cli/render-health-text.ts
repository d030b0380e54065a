/** The account health in the CLI's text output: the grade, the checks that fail or warn, and what the file lacks. */
import { factLine } from '../health/fact-line.js';
import { gradeRuleText } from '../health/grade.js';
import type { AccountHealth, HealthCheckResult } from '../health/types.js';

const LABELS = { fail: 'FAIL', warn: 'WARN' } as const;

function checkLine(check: HealthCheckResult & { status: 'fail' | 'warn' }): string {
  return `  ${LABELS[check.status]}  ${check.title} (${check.severity}): ${check.summary}`;
}

export function renderHealthText(health: AccountHealth): string {
  const { grade } = health;
  const flagged = health.checks.filter((c): c is HealthCheckResult & { status: 'fail' | 'warn' } => c.status === 'fail' || c.status === 'warn');
  // Failing checks first, as the grade counts them double.
  flagged.sort((a, b) => (a.status === b.status ? 0 : a.status === 'fail' ? -1 : 1));
  const notComputed = health.checks.filter((c) => c.status === 'not_computed').map((c) => `  n/a   ${c.title}: ${c.summary}`);
  const passed = health.checks.filter((c) => c.status === 'pass').length;
  const lines = [
    `Account health: grade ${grade.letter} (${grade.points} ${grade.points === 1 ? 'point' : 'points'})`,
    ...flagged.map(checkLine),
    ...notComputed,
    `  ${passed} of ${health.checks.length} checks pass. ${gradeRuleText()}`,
  ];
  const lacking = health.data_quality.facts.filter((f) => f.status !== 'ok' && f.id !== 'warnings').map((f) => `  - ${factLine(f)}`);
  const quality = ['Data quality', ...(lacking.length > 0 ? lacking : ['  The file has everything the audit uses.'])];
  return `${lines.join('\n')}\n\n${quality.join('\n')}`;
}
