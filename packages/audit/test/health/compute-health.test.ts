import { describe, expect, test } from 'vitest';
import { computeHealth } from '../../src/health/compute-health.js';
import { gradeChecks } from '../../src/health/grade.js';
import { audit, campaign, notesOn } from './health-fixture.js';

describe('computeHealth', () => {
  const result = audit([campaign('Winner', 300, 3000, { dailyBudget: 10 }), campaign('Dud', 60, 0)]);

  test('runs every check in order, grades them and describes the data', () => {
    const health = computeHealth(result);
    expect(health.checks.map((c) => c.id)).toEqual([
      'spend_without_sales', 'acos_far_above_account', 'budget_capped_winners', 'auto_without_negatives', 'dominant_keyword',
      'duplicate_keywords', 'losing_placement_modifiers', 'paused_converting', 'spend_without_notes',
    ]);
    expect(health.checks.find((c) => c.id === 'spend_without_sales')!.status).toBe('fail');
    expect(health.grade).toEqual(gradeChecks(health.checks));
    expect(health.data_quality.facts).toHaveLength(7);
  });

  test('the file name gives the days the budget check needs; notes make the notes check count', () => {
    const notIn = computeHealth(result);
    expect(notIn.checks.filter((c) => c.status === 'not_computed').map((c) => c.id)).toEqual(['budget_capped_winners', 'spend_without_notes']);
    const health = computeHealth(result, { fileName: 'bulk-x-20260301-20260330-1.xlsx', campaignHasNotes: notesOn([]) });
    expect(health.checks.find((c) => c.id === 'budget_capped_winners')!.status).toBe('fail');
    expect(health.checks.find((c) => c.id === 'spend_without_notes')!.status).toBe('fail');
    expect(health.grade.points).toBeGreaterThan(notIn.grade.points);
  });
});
