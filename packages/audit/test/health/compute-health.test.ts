import { describe, expect, test } from 'vitest';
import { computeHealth, withNotesCheck } from '../../src/health/compute-health.js';
import { gradeChecks } from '../../src/health/grade.js';
import { audit, campaign, notesOn } from './health-fixture.js';

describe('computeHealth', () => {
  const result = audit([campaign('Winner', 300, 3000, { dailyBudget: 10 }), campaign('Dud', 60, 0)]);

  test('runs every check in order, grades them and describes the data; without notes the notes check is left out', () => {
    const health = computeHealth(result);
    expect(health.checks.map((c) => c.id)).toEqual([
      'spend_without_sales', 'acos_far_above_account', 'budget_capped_winners', 'auto_without_negatives', 'dominant_keyword',
      'duplicate_keywords', 'losing_placement_modifiers', 'paused_converting',
    ]);
    expect(health.checks.every((c) => c.graded)).toBe(true);
    expect(health.checks.find((c) => c.id === 'spend_without_sales')!.status).toBe('fail');
    expect(health.grade).toEqual(gradeChecks(health.checks));
    expect(health.data_quality.facts).toHaveLength(7);
  });

  test('the file name gives the days the budget check needs', () => {
    const notIn = computeHealth(result);
    expect(notIn.checks.filter((c) => c.status === 'not_computed').map((c) => c.id)).toEqual(['budget_capped_winners']);
    const health = computeHealth(result, { fileName: 'bulk-x-20260301-20260330-1.xlsx' });
    expect(health.checks.find((c) => c.id === 'budget_capped_winners')!.status).toBe('fail');
    expect(health.grade.points).toBeGreaterThan(notIn.grade.points);
  });

  test('with notes, a failing notes coverage is listed last, marked ungraded, and costs the grade nothing', () => {
    const without = computeHealth(result);
    const withNotes = computeHealth(result, { campaignHasNotes: notesOn([]) });
    const notes = withNotes.checks.at(-1)!;
    expect(notes).toMatchObject({ id: 'spend_without_notes', status: 'fail', graded: false });
    expect(withNotes.grade).toEqual(without.grade);
    expect(withNotes.grade.contributions.map((c) => c.check_id)).not.toContain('spend_without_notes');
  });

  test('adding the notes check to a health computed without notes gives the health computed with them, in any currency', () => {
    const noted = notesOn(['Dud']);
    const period = { start: '2026-03-01', end: '2026-03-30' };
    for (const currency of ['USD', 'EUR'] as const) {
      const withNotes = computeHealth(result, { campaignHasNotes: noted, period, currency });
      const added = withNotesCheck(computeHealth(result, { period, currency }), result, noted, currency);
      expect(added).toEqual(withNotes);
      expect(added.checks.at(-1)!.summary).toBe(withNotes.checks.at(-1)!.summary);
    }
    expect(withNotesCheck(computeHealth(result), result, noted, 'EUR').checks.at(-1)!.summary).toContain('€');
  });
});
