/** On the fixture of plan-fixture.ts, whose right changes are known by construction. */
import { describe, expect, test } from 'vitest';
import { itemFor, planOf } from './plan-fixture.js';

describe('budgets', () => {
  test('without the period the kind is absent, with the reason', () => {
    const plan = planOf();
    expect(plan.items.some((i) => i.kind === 'budget')).toBe(false);
    expect(plan.absent).toContainEqual({ kind: 'budget', reason: expect.stringContaining('period') });
  });

  test('capped while profitable: raised by the increase cap; nothing else is raised or lowered', () => {
    const plan = planOf({ period_days: 30 });
    const budgets = plan.items.filter((i) => i.kind === 'budget');
    expect(budgets.map((b) => b.campaign_id)).toEqual(['400']);
    expect(budgets[0]).toMatchObject({ current: 10, proposed: 12.5 });
    expect(budgets[0]!.reason).toContain('average daily spend $9.67 over 30 days is 97% of the $10.00 budget: capped while profitable');
    // Under 90 % of the budget (60 days: $4.83 a day), nothing to raise.
    expect(planOf({ period_days: 60 }).items.some((i) => i.kind === 'budget')).toBe(false);
  });

  test('lowered only when asked: budget x target / ACOS for a campaign over target', () => {
    const asked = planOf({ period_days: 30, lower_budgets: true });
    const main = itemFor(asked, 'budget', '100')!;
    // Campaign 100 (its keywords added up): $1,509 spend for $3,510 sales, ACOS 42.99 %; $50 x 30 / 42.99 = $34.89.
    expect(main).toMatchObject({ current: 50, proposed: 34.89 });
    expect(main.evidence).toEqual({ clicks: 1468, spend: 1509, sales: 3510, orders: 136 });
  });
});
