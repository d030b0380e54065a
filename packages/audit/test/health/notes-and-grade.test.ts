import { describe, expect, test } from 'vitest';
import { gradeChecks, gradeForPoints, gradeRuleText, pointsOf } from '../../src/health/grade.js';
import { checkSpendWithoutNotes } from '../../src/health/spend-without-notes.js';
import type { HealthCheckResult, HealthSeverity, HealthStatus } from '../../src/health/types.js';
import { campaign, healthInput, notesOn, subjects } from './health-fixture.js';

describe('share of spend with no notes', () => {
  const account = [campaign('Big', 70, 300), campaign('Mid', 20, 80), campaign('Small', 10, 40)];
  const idOf = (name: string) => healthInput(account).campaigns.find((c) => c.name === name)!.id;

  test('is not computed without notes, and says it needs them', () => {
    const check = checkSpendWithoutNotes(healthInput(account));
    expect(check).toMatchObject({ status: 'not_computed', evidence: [] });
    expect(check.summary).toMatch(/needs the notes/);
  });

  test('passes at the 80% target, warns above 20% without notes, fails above 60%', () => {
    const status = (names: string[]) => checkSpendWithoutNotes(healthInput(account, { campaignHasNotes: notesOn(names.map(idOf)) })).status;
    expect(status(['Big', 'Small'])).toBe('pass'); // 20 % without notes
    expect(status(['Big'])).toBe('warn'); // 30 %
    expect(status(['Small'])).toBe('fail'); // 90 %
  });

  test('lists the campaigns without notes, largest spend first', () => {
    const check = checkSpendWithoutNotes(healthInput(account, { campaignHasNotes: notesOn([idOf('Mid')]) }));
    expect(subjects(check)).toEqual(['Big', 'Small']);
    expect(check.summary).toBe('2 campaigns without a note spent $80.00 (80.00% of spend).');
  });
});

const check = (id: string, severity: HealthSeverity, status: HealthStatus, graded = true) => ({ id, title: id, severity, status, graded }) as unknown as HealthCheckResult;

describe('the grade', () => {
  test('a warning costs the severity points (high 3, medium 2, low 1), a failure twice as many, not computed nothing', () => {
    expect(pointsOf(check('a', 'high', 'warn'))).toBe(3);
    expect(pointsOf(check('a', 'high', 'fail'))).toBe(6);
    expect(pointsOf(check('a', 'medium', 'fail'))).toBe(4);
    expect(pointsOf(check('a', 'low', 'warn'))).toBe(1);
    expect(pointsOf(check('a', 'high', 'not_computed'))).toBe(0);
    expect(pointsOf(check('a', 'high', 'pass'))).toBe(0);
  });

  test.each([
    [0, 'A'], [2, 'A'], [3, 'B'], [6, 'B'], [7, 'C'], [11, 'C'], [12, 'D'], [17, 'D'], [18, 'F'], [40, 'F'],
  ])('%i points make %s', (points, letter) => {
    expect(gradeForPoints(points)).toBe(letter);
  });

  test('is explained by the checks that cost points, most first, and the rule', () => {
    const grade = gradeChecks([
      check('Paused campaigns', 'low', 'warn'),
      check('High ACOS', 'high', 'fail'),
      check('Notes', 'low', 'not_computed'),
      check('Fine', 'medium', 'pass'),
    ]);
    expect(grade.letter).toBe('C');
    expect(grade.points).toBe(7);
    expect(grade.contributions.map((c) => [c.title, c.points])).toEqual([['High ACOS', 6], ['Paused campaigns', 1]]);
    expect(grade.explanation).toBe(`Grade C, 7 points. High ACOS fails (high): 6; Paused campaigns warns (low): 1. ${gradeRuleText()}`);
    expect(gradeRuleText()).toBe(
      "Each check that warns costs its severity's points (high 3, medium 2, low 1); each that fails costs 2 times as many; " +
        'a check not computed costs nothing. Points make the grade: A 0-2, B 3-6, C 7-11, D 12-17, F 18 or more.',
    );
  });

  test('leaves out ungraded checks (notes coverage), however they end', () => {
    const grade = gradeChecks([check('High ACOS', 'high', 'warn'), check('Notes', 'low', 'fail', false)]);
    expect(grade).toMatchObject({ letter: 'B', points: 3 });
    expect(grade.contributions.map((c) => c.title)).toEqual(['High ACOS']);
  });

  test('is A when nothing warns', () => {
    expect(gradeChecks([check('Fine', 'high', 'pass')])).toMatchObject({ letter: 'A', points: 0, contributions: [] });
  });
});
