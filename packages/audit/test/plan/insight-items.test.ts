/** On the fixture of plan-fixture.ts, whose right changes are known by construction. */
import { describe, expect, test } from 'vitest';
import { buildPlan } from '../../src/plan/build-plan.js';
import { fixtureSheets, planOf, planSourceOf } from './plan-fixture.js';

describe('negatives and harvests from the insights', () => {
  const plan = planOf();

  test('negatives and harvests of enabled campaigns join the plan; paused campaigns stay out', () => {
    const negatives = plan.items.filter((i) => i.kind === 'negative');
    expect(negatives.map((n) => n.proposed)).toContain('junk term');
    expect(negatives.every((n) => n.campaign_id === '100')).toBe(true);
    const exact = negatives.find((n) => n.proposed === 'junk term')!;
    expect(exact).toMatchObject({ ad_group_id: '110', detail: { kind: 'negative', level: 'ad_group', match_type: 'Negative Exact' } });
    expect(exact.rows[0]!.sheet).toBe('SP Search Term Report');
    const harvest = plan.items.find((i) => i.kind === 'harvest')!;
    expect(harvest).toMatchObject({ campaign_id: '100', ad_group_id: '110', proposed: 1, detail: { keyword_text: 'great term' } });
  });

  test('without insights (no search term tabs) both kinds are absent, with the reason', () => {
    const plan = buildPlan({ source: planSourceOf(fixtureSheets()), insights: null });
    expect(plan.absent.map((a) => a.kind)).toEqual(expect.arrayContaining(['negative', 'harvest']));
  });
});
